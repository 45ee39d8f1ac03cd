from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lobby import Lobby
from ...models.problem import Problem
from ...models.twinkle_twinkle_lobby_status import TwinkleTwinkleLobbyStatus
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: TwinkleTwinkleLobbyStatus | Unset = TwinkleTwinkleLobbyStatus.WAITING,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    rated: bool | Unset = False,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["after"] = after

    params["rated"] = rated


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/twinkle-twinkle/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Lobby | Problem:
    if response.status_code == 200:
        response_200 = Lobby.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Lobby | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: TwinkleTwinkleLobbyStatus | Unset = TwinkleTwinkleLobbyStatus.WAITING,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    rated: bool | Unset = False,

) -> Response[Lobby | Problem]:
    """ Listed games by status, newest first (the lobby)

     Games created listed (every game but those made with listed: false), newest first, each seat with
    the rating of the player key or house bot holding it (never whose it is). rated=true: only games
    created rated. Pass next as ?after= for the next page: a cursor, not an offset, so games created
    meanwhile never shift a page. A page looks at 200 entries at most, so it may hold fewer than limit
    games (none, even) and still have a next. The newest 10,000 games of a status are listed. Never
    shows a token.

    Args:
        status (TwinkleTwinkleLobbyStatus | Unset):  Default: TwinkleTwinkleLobbyStatus.WAITING.
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        rated (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Lobby | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
limit=limit,
after=after,
rated=rated,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: TwinkleTwinkleLobbyStatus | Unset = TwinkleTwinkleLobbyStatus.WAITING,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    rated: bool | Unset = False,

) -> Lobby | Problem | None:
    """ Listed games by status, newest first (the lobby)

     Games created listed (every game but those made with listed: false), newest first, each seat with
    the rating of the player key or house bot holding it (never whose it is). rated=true: only games
    created rated. Pass next as ?after= for the next page: a cursor, not an offset, so games created
    meanwhile never shift a page. A page looks at 200 entries at most, so it may hold fewer than limit
    games (none, even) and still have a next. The newest 10,000 games of a status are listed. Never
    shows a token.

    Args:
        status (TwinkleTwinkleLobbyStatus | Unset):  Default: TwinkleTwinkleLobbyStatus.WAITING.
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        rated (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Lobby | Problem
     """


    return sync_detailed(
        client=client,
status=status,
limit=limit,
after=after,
rated=rated,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: TwinkleTwinkleLobbyStatus | Unset = TwinkleTwinkleLobbyStatus.WAITING,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    rated: bool | Unset = False,

) -> Response[Lobby | Problem]:
    """ Listed games by status, newest first (the lobby)

     Games created listed (every game but those made with listed: false), newest first, each seat with
    the rating of the player key or house bot holding it (never whose it is). rated=true: only games
    created rated. Pass next as ?after= for the next page: a cursor, not an offset, so games created
    meanwhile never shift a page. A page looks at 200 entries at most, so it may hold fewer than limit
    games (none, even) and still have a next. The newest 10,000 games of a status are listed. Never
    shows a token.

    Args:
        status (TwinkleTwinkleLobbyStatus | Unset):  Default: TwinkleTwinkleLobbyStatus.WAITING.
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        rated (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Lobby | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
limit=limit,
after=after,
rated=rated,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: TwinkleTwinkleLobbyStatus | Unset = TwinkleTwinkleLobbyStatus.WAITING,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    rated: bool | Unset = False,

) -> Lobby | Problem | None:
    """ Listed games by status, newest first (the lobby)

     Games created listed (every game but those made with listed: false), newest first, each seat with
    the rating of the player key or house bot holding it (never whose it is). rated=true: only games
    created rated. Pass next as ?after= for the next page: a cursor, not an offset, so games created
    meanwhile never shift a page. A page looks at 200 entries at most, so it may hold fewer than limit
    games (none, even) and still have a next. The newest 10,000 games of a status are listed. Never
    shows a token.

    Args:
        status (TwinkleTwinkleLobbyStatus | Unset):  Default: TwinkleTwinkleLobbyStatus.WAITING.
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        rated (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Lobby | Problem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
limit=limit,
after=after,
rated=rated,

    )).parsed
