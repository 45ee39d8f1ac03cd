from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.starlink_record import StarlinkRecord
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    chat: bool | Unset = True,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["chat"] = chat


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/starlink/games/{game_id}/record".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | StarlinkRecord:
    if response.status_code == 200:
        response_200 = StarlinkRecord.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | StarlinkRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    chat: bool | Unset = True,

) -> Response[Any | Problem | StarlinkRecord]:
    """ A finished game's record: every action, the log, the score

     The spectator's copy of the record the archive keeps, whether Redis still holds the game or only the
    archive does: seats and their changes of hands, the seed and salt, every action in order (actor,
    action, the version it made, when, by whom), the whole log as a finished game's spectator reads it,
    the final score. Never the hidden seed or what is private for ever. A game not over is refused
    (game_not_over). python -m service.verify replays it. Its chat holds both rooms as every reader saw
    them, each line with the version it was said at (?chat=false leaves them out).

    Args:
        game_id (str):
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | StarlinkRecord]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
chat=chat,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    chat: bool | Unset = True,

) -> Any | Problem | StarlinkRecord | None:
    """ A finished game's record: every action, the log, the score

     The spectator's copy of the record the archive keeps, whether Redis still holds the game or only the
    archive does: seats and their changes of hands, the seed and salt, every action in order (actor,
    action, the version it made, when, by whom), the whole log as a finished game's spectator reads it,
    the final score. Never the hidden seed or what is private for ever. A game not over is refused
    (game_not_over). python -m service.verify replays it. Its chat holds both rooms as every reader saw
    them, each line with the version it was said at (?chat=false leaves them out).

    Args:
        game_id (str):
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | StarlinkRecord
     """


    return sync_detailed(
        game_id=game_id,
client=client,
chat=chat,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    chat: bool | Unset = True,

) -> Response[Any | Problem | StarlinkRecord]:
    """ A finished game's record: every action, the log, the score

     The spectator's copy of the record the archive keeps, whether Redis still holds the game or only the
    archive does: seats and their changes of hands, the seed and salt, every action in order (actor,
    action, the version it made, when, by whom), the whole log as a finished game's spectator reads it,
    the final score. Never the hidden seed or what is private for ever. A game not over is refused
    (game_not_over). python -m service.verify replays it. Its chat holds both rooms as every reader saw
    them, each line with the version it was said at (?chat=false leaves them out).

    Args:
        game_id (str):
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | StarlinkRecord]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
chat=chat,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    chat: bool | Unset = True,

) -> Any | Problem | StarlinkRecord | None:
    """ A finished game's record: every action, the log, the score

     The spectator's copy of the record the archive keeps, whether Redis still holds the game or only the
    archive does: seats and their changes of hands, the seed and salt, every action in order (actor,
    action, the version it made, when, by whom), the whole log as a finished game's spectator reads it,
    the final score. Never the hidden seed or what is private for ever. A game not over is refused
    (game_not_over). python -m service.verify replays it. Its chat holds both rooms as every reader saw
    them, each line with the version it was said at (?chat=false leaves them out).

    Args:
        game_id (str):
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | StarlinkRecord
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
chat=chat,

    )).parsed
