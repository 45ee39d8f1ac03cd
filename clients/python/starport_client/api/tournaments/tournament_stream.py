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
    tid: str,
    *,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tid}/stream".format(tid=quote(str(tid), safe=""),),
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
    tid: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ A tournament's news, pushed (Server-Sent Events)

     started, round (a Swiss round and its byes), seated (the tables and their games), scored (places),
    standings (the top ten after a change) and finished, each with its seq as the SSE id; reconnect with
    Last-Event-ID.

    Args:
        tid (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tid=tid,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tid: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ A tournament's news, pushed (Server-Sent Events)

     started, round (a Swiss round and its byes), seated (the tables and their games), scored (places),
    standings (the top ten after a change) and finished, each with its seq as the SSE id; reconnect with
    Last-Event-ID.

    Args:
        tid (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        tid=tid,
client=client,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    tid: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ A tournament's news, pushed (Server-Sent Events)

     started, round (a Swiss round and its byes), seated (the tables and their games), scored (places),
    standings (the top ten after a change) and finished, each with its seq as the SSE id; reconnect with
    Last-Event-ID.

    Args:
        tid (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tid=tid,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tid: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ A tournament's news, pushed (Server-Sent Events)

     started, round (a Swiss round and its byes), seated (the tables and their games), scored (places),
    standings (the top ten after a change) and finished, each with its seq as the SSE id; reconnect with
    Last-Event-ID.

    Args:
        tid (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        tid=tid,
client=client,
last_event_id=last_event_id,

    )).parsed
