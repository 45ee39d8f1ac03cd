from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.starshower_event_log import StarshowerEventLog
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["chat_after"] = chat_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/starshower/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StarshowerEventLog:
    if response.status_code == 200:
        response_200 = StarshowerEventLog.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StarshowerEventLog]:
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
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Response[Problem | StarshowerEventLog]:
    """ The event log as you may see it; long-polls with wait

     Events after the sequence number you pass (0: all), oldest first, at most 500 a page: with more, ask
    again after last_seq. Each is typed by its type. Private events (a hand dealt, a card chosen face
    down) reach only their seat; most open up to everyone when the game is over. With wait, the answer
    waits up to that many seconds for news.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarshowerEventLog]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,
chat_after=chat_after,

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
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Problem | StarshowerEventLog | None:
    """ The event log as you may see it; long-polls with wait

     Events after the sequence number you pass (0: all), oldest first, at most 500 a page: with more, ask
    again after last_seq. Each is typed by its type. Private events (a hand dealt, a card chosen face
    down) reach only their seat; most open up to everyone when the game is over. With wait, the answer
    waits up to that many seconds for news.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarshowerEventLog
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,
chat_after=chat_after,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Response[Problem | StarshowerEventLog]:
    """ The event log as you may see it; long-polls with wait

     Events after the sequence number you pass (0: all), oldest first, at most 500 a page: with more, ask
    again after last_seq. Each is typed by its type. Private events (a hand dealt, a card chosen face
    down) reach only their seat; most open up to everyone when the game is over. With wait, the answer
    waits up to that many seconds for news.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarshowerEventLog]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,
chat_after=chat_after,

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
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Problem | StarshowerEventLog | None:
    """ The event log as you may see it; long-polls with wait

     Events after the sequence number you pass (0: all), oldest first, at most 500 a page: with more, ask
    again after last_seq. Each is typed by its type. Private events (a hand dealt, a card chosen face
    down) reach only their seat; most open up to everyone when the game is over. With wait, the answer
    waits up to that many seconds for news.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarshowerEventLog
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,
chat_after=chat_after,

    )).parsed
