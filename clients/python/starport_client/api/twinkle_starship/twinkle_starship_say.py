from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_line import ChatLine
from ...models.chat_say import ChatSay
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: ChatSay,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/twinkle-starship/games/{game_id}/chat".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatLine | Problem:
    if response.status_code == 201:
        response_201 = ChatLine.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatLine | Problem]:
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
    body: ChatSay,

) -> Response[ChatLine | Problem]:
    """ Say a line in the game's chat (your room)

     A seat's holder talks in the players' room, a player key without a seat in the spectators'. At most
    140 characters; no control characters, links, token-shaped words or profanity (chat_refused, its
    reason says which); at most 5 lines in 10 s and no repeat of your last two (chat_flood, chat_refused
    repeat). Closed once the game is over (game_over) or if it was created with chat off (chat_off). The
    line reaches the readers of its room on the game's stream (event chat) and long poll (?chat_after=).

    Args:
        game_id (str):
        body (ChatSay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatLine | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ChatSay,

) -> ChatLine | Problem | None:
    """ Say a line in the game's chat (your room)

     A seat's holder talks in the players' room, a player key without a seat in the spectators'. At most
    140 characters; no control characters, links, token-shaped words or profanity (chat_refused, its
    reason says which); at most 5 lines in 10 s and no repeat of your last two (chat_flood, chat_refused
    repeat). Closed once the game is over (game_over) or if it was created with chat off (chat_off). The
    line reaches the readers of its room on the game's stream (event chat) and long poll (?chat_after=).

    Args:
        game_id (str):
        body (ChatSay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatLine | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ChatSay,

) -> Response[ChatLine | Problem]:
    """ Say a line in the game's chat (your room)

     A seat's holder talks in the players' room, a player key without a seat in the spectators'. At most
    140 characters; no control characters, links, token-shaped words or profanity (chat_refused, its
    reason says which); at most 5 lines in 10 s and no repeat of your last two (chat_flood, chat_refused
    repeat). Closed once the game is over (game_over) or if it was created with chat off (chat_off). The
    line reaches the readers of its room on the game's stream (event chat) and long poll (?chat_after=).

    Args:
        game_id (str):
        body (ChatSay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatLine | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ChatSay,

) -> ChatLine | Problem | None:
    """ Say a line in the game's chat (your room)

     A seat's holder talks in the players' room, a player key without a seat in the spectators'. At most
    140 characters; no control characters, links, token-shaped words or profanity (chat_refused, its
    reason says which); at most 5 lines in 10 s and no repeat of your last two (chat_flood, chat_refused
    repeat). Closed once the game is over (game_over) or if it was created with chat off (chat_off). The
    line reaches the readers of its room on the game's stream (event chat) and long poll (?chat_after=).

    Args:
        game_id (str):
        body (ChatSay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatLine | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
