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
    game_id: str,
    *,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/twinkle-starship/games/{game_id}/stream".format(game_id=quote(str(game_id), safe=""),),
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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ The event log as you may see it, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): each event of the log you may see, as
    `id: <seq>` and `data: <the event as /events gives it>`. A seat (Authorization: Bearer) sees its
    private
    events; a spectator only public ones. A comment line (`: keep-alive`) comes when nothing happened
    for a while;
    `event: end` (data: version, status, last_seq) comes once the game is over, then the server closes
    the
    stream; also when the bearer's seat changes hands (it left, was claimed, or its clock gave it to the
    stand-in:
    data.reason is `seat_changed_hands`) — reconnect to read on as what you are now. It also closes
    after an hour:
    reconnect with `Last-Event-ID` (EventSource does) to go on. A long log is sent whole, in order (read
    a page at a
    time). A cursor past the log's end is read as the end. A server
    holding its most waiting clients answers 503 with Retry-After. Each data line is one
    TwinkleStarshipEvent (the schema /events uses).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ The event log as you may see it, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): each event of the log you may see, as
    `id: <seq>` and `data: <the event as /events gives it>`. A seat (Authorization: Bearer) sees its
    private
    events; a spectator only public ones. A comment line (`: keep-alive`) comes when nothing happened
    for a while;
    `event: end` (data: version, status, last_seq) comes once the game is over, then the server closes
    the
    stream; also when the bearer's seat changes hands (it left, was claimed, or its clock gave it to the
    stand-in:
    data.reason is `seat_changed_hands`) — reconnect to read on as what you are now. It also closes
    after an hour:
    reconnect with `Last-Event-ID` (EventSource does) to go on. A long log is sent whole, in order (read
    a page at a
    time). A cursor past the log's end is read as the end. A server
    holding its most waiting clients answers 503 with Retry-After. Each data line is one
    TwinkleStarshipEvent (the schema /events uses).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        game_id=game_id,
client=client,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ The event log as you may see it, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): each event of the log you may see, as
    `id: <seq>` and `data: <the event as /events gives it>`. A seat (Authorization: Bearer) sees its
    private
    events; a spectator only public ones. A comment line (`: keep-alive`) comes when nothing happened
    for a while;
    `event: end` (data: version, status, last_seq) comes once the game is over, then the server closes
    the
    stream; also when the bearer's seat changes hands (it left, was claimed, or its clock gave it to the
    stand-in:
    data.reason is `seat_changed_hands`) — reconnect to read on as what you are now. It also closes
    after an hour:
    reconnect with `Last-Event-ID` (EventSource does) to go on. A long log is sent whole, in order (read
    a page at a
    time). A cursor past the log's end is read as the end. A server
    holding its most waiting clients answers 503 with Retry-After. Each data line is one
    TwinkleStarshipEvent (the schema /events uses).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ The event log as you may see it, pushed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`): each event of the log you may see, as
    `id: <seq>` and `data: <the event as /events gives it>`. A seat (Authorization: Bearer) sees its
    private
    events; a spectator only public ones. A comment line (`: keep-alive`) comes when nothing happened
    for a while;
    `event: end` (data: version, status, last_seq) comes once the game is over, then the server closes
    the
    stream; also when the bearer's seat changes hands (it left, was claimed, or its clock gave it to the
    stand-in:
    data.reason is `seat_changed_hands`) — reconnect to read on as what you are now. It also closes
    after an hour:
    reconnect with `Last-Event-ID` (EventSource does) to go on. A long log is sent whole, in order (read
    a page at a
    time). A cursor past the log's end is read as the end. A server
    holding its most waiting clients answers 503 with Retry-After. Each data line is one
    TwinkleStarshipEvent (the schema /events uses).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
last_event_id=last_event_id,

    )).parsed
