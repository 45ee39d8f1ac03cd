from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_games import PlayerGames
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
    *,
    limit: int | Unset = 100,
    after: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/games".format(player_id=quote(str(player_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerGames | Problem:
    if response.status_code == 200:
        response_200 = PlayerGames.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerGames | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    after: str | Unset = UNSET,

) -> Response[PlayerGames | Problem]:
    """ A player's finished games, newest first

     Every game the player sat at, newest first: first those Redis holds that are not archived yet
    (newest seated first), then the archive's (newest ended first), each once. Pass next as ?after= for
    the next page: a cursor, not an offset. Finished games only: a player's live games are not shown to
    others, nor those kept out of the lobby (a create, seek or challenge with listed: false). A player
    id (as records and create show it) that sat nowhere has none.

    Args:
        player_id (str):
        limit (int | Unset):  Default: 100.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
limit=limit,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    after: str | Unset = UNSET,

) -> PlayerGames | Problem | None:
    """ A player's finished games, newest first

     Every game the player sat at, newest first: first those Redis holds that are not archived yet
    (newest seated first), then the archive's (newest ended first), each once. Pass next as ?after= for
    the next page: a cursor, not an offset. Finished games only: a player's live games are not shown to
    others, nor those kept out of the lobby (a create, seek or challenge with listed: false). A player
    id (as records and create show it) that sat nowhere has none.

    Args:
        player_id (str):
        limit (int | Unset):  Default: 100.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
limit=limit,
after=after,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    after: str | Unset = UNSET,

) -> Response[PlayerGames | Problem]:
    """ A player's finished games, newest first

     Every game the player sat at, newest first: first those Redis holds that are not archived yet
    (newest seated first), then the archive's (newest ended first), each once. Pass next as ?after= for
    the next page: a cursor, not an offset. Finished games only: a player's live games are not shown to
    others, nor those kept out of the lobby (a create, seek or challenge with listed: false). A player
    id (as records and create show it) that sat nowhere has none.

    Args:
        player_id (str):
        limit (int | Unset):  Default: 100.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
limit=limit,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    after: str | Unset = UNSET,

) -> PlayerGames | Problem | None:
    """ A player's finished games, newest first

     Every game the player sat at, newest first: first those Redis holds that are not archived yet
    (newest seated first), then the archive's (newest ended first), each once. Pass next as ?after= for
    the next page: a cursor, not an offset. Finished games only: a player's live games are not shown to
    others, nor those kept out of the lobby (a create, seek or challenge with listed: false). A player
    id (as records and create show it) that sat nowhere has none.

    Args:
        player_id (str):
        limit (int | Unset):  Default: 100.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
limit=limit,
after=after,

    )).parsed
