from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.starlink_record_views import StarlinkRecordViews
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/starlink/games/{game_id}/record/views".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StarlinkRecordViews:
    if response.status_code == 200:
        response_200 = StarlinkRecordViews.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StarlinkRecordViews]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[Problem | StarlinkRecordViews]:
    """ A finished game step by step: the view after each version

     The spectator's view of the game's state after every step (its start, then each action), oldest
    first, a page at a time: replayed from the record by the engine. For the replay on /play.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarlinkRecordViews]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Problem | StarlinkRecordViews | None:
    """ A finished game step by step: the view after each version

     The spectator's view of the game's state after every step (its start, then each action), oldest
    first, a page at a time: replayed from the record by the engine. For the replay on /play.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarlinkRecordViews
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[Problem | StarlinkRecordViews]:
    """ A finished game step by step: the view after each version

     The spectator's view of the game's state after every step (its start, then each action), oldest
    first, a page at a time: replayed from the record by the engine. For the replay on /play.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarlinkRecordViews]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Problem | StarlinkRecordViews | None:
    """ A finished game step by step: the view after each version

     The spectator's view of the game's state after every step (its start, then each action), oldest
    first, a page at a time: replayed from the record by the engine. For the replay on /play.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarlinkRecordViews
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,

    )).parsed
