from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/stream",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Your feed across all your games, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): your feed, one event per line of
    it, as `id: <seq>` and `data: <the event as /v1/players/me/events gives it>` — `seated` (a seat is
    yours in a
    game), `your_turn` (with the `prompt`, and the `deadline` under a clock) and `game_over`, across
    every game you
    sit at, so a bot needs this one connection. A comment line (`: keep-alive`) comes when nothing
    happened for a
    while. It closes after an hour: reconnect with `Last-Event-ID` (EventSource does) to go on.

    Args:
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Your feed across all your games, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): your feed, one event per line of
    it, as `id: <seq>` and `data: <the event as /v1/players/me/events gives it>` — `seated` (a seat is
    yours in a
    game), `your_turn` (with the `prompt`, and the `deadline` under a clock) and `game_over`, across
    every game you
    sit at, so a bot needs this one connection. A comment line (`: keep-alive`) comes when nothing
    happened for a
    while. It closes after an hour: reconnect with `Last-Event-ID` (EventSource does) to go on.

    Args:
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        client=client,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Your feed across all your games, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): your feed, one event per line of
    it, as `id: <seq>` and `data: <the event as /v1/players/me/events gives it>` — `seated` (a seat is
    yours in a
    game), `your_turn` (with the `prompt`, and the `deadline` under a clock) and `game_over`, across
    every game you
    sit at, so a bot needs this one connection. A comment line (`: keep-alive`) comes when nothing
    happened for a
    while. It closes after an hour: reconnect with `Last-Event-ID` (EventSource does) to go on.

    Args:
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Your feed across all your games, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): your feed, one event per line of
    it, as `id: <seq>` and `data: <the event as /v1/players/me/events gives it>` — `seated` (a seat is
    yours in a
    game), `your_turn` (with the `prompt`, and the `deadline` under a clock) and `game_over`, across
    every game you
    sit at, so a bot needs this one connection. A comment line (`: keep-alive`) comes when nothing
    happened for a
    while. It closes after an hour: reconnect with `Last-Event-ID` (EventSource does) to go on.

    Args:
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        client=client,
last_event_id=last_event_id,

    )).parsed
