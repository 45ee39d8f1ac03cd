from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_page import ChatPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/starshower/games/{game_id}/chat".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatPage | Problem:
    if response.status_code == 200:
        response_200 = ChatPage.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> Response[ChatPage | Problem]:
    """ The game's chat as you may read it

     The lines kept (the last 150 of each room) after ?after=, oldest first, of the rooms you read now:
    while the game runs a player reads the players' room only; a spectator the spectators', and the
    players' too in a title without hidden information (Starshower, Twinkle Twinkle); once it is over
    both, for anyone. Lines of talkers you muted are left out. Read it once the stream is open: the
    stream sends the lines said after it opened.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> ChatPage | Problem | None:
    """ The game's chat as you may read it

     The lines kept (the last 150 of each room) after ?after=, oldest first, of the rooms you read now:
    while the game runs a player reads the players' room only; a spectator the spectators', and the
    players' too in a title without hidden information (Starshower, Twinkle Twinkle); once it is over
    both, for anyone. Lines of talkers you muted are left out. Read it once the stream is open: the
    stream sends the lines said after it opened.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatPage | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> Response[ChatPage | Problem]:
    """ The game's chat as you may read it

     The lines kept (the last 150 of each room) after ?after=, oldest first, of the rooms you read now:
    while the game runs a player reads the players' room only; a spectator the spectators', and the
    players' too in a title without hidden information (Starshower, Twinkle Twinkle); once it is over
    both, for anyone. Lines of talkers you muted are left out. Read it once the stream is open: the
    stream sends the lines said after it opened.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> ChatPage | Problem | None:
    """ The game's chat as you may read it

     The lines kept (the last 150 of each room) after ?after=, oldest first, of the rooms you read now:
    while the game runs a player reads the players' room only; a spectator the spectators', and the
    players' too in a title without hidden information (Starshower, Twinkle Twinkle); once it is over
    both, for anyone. Lines of talkers you muted are left out. Read it once the stream is open: the
    stream sends the lines said after it opened.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatPage | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,

    )).parsed
