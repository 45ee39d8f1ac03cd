from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.feed import Feed
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
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
        "url": "/v1/players/me/events",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Feed | Problem:
    if response.status_code == 200:
        response_200 = Feed.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Feed | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Response[Feed | Problem]:
    """ Your feed across all your games; long-polls with wait

     seated, your_turn (with the prompt, and the deadline under a clock) and game_over, for every game
    you sit at, after the sequence number you pass, oldest first, at most 500 a page (with more, ask
    again after last_seq). With wait, the answer waits up to that many seconds for news.

    Args:
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Feed | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
chat_after=chat_after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Feed | Problem | None:
    """ Your feed across all your games; long-polls with wait

     seated, your_turn (with the prompt, and the deadline under a clock) and game_over, for every game
    you sit at, after the sequence number you pass, oldest first, at most 500 a page (with more, ask
    again after last_seq). With wait, the answer waits up to that many seconds for news.

    Args:
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Feed | Problem
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,
chat_after=chat_after,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Response[Feed | Problem]:
    """ Your feed across all your games; long-polls with wait

     seated, your_turn (with the prompt, and the deadline under a clock) and game_over, for every game
    you sit at, after the sequence number you pass, oldest first, at most 500 a page (with more, ask
    again after last_seq). With wait, the answer waits up to that many seconds for news.

    Args:
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Feed | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
chat_after=chat_after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    chat_after: int | Unset = UNSET,

) -> Feed | Problem | None:
    """ Your feed across all your games; long-polls with wait

     seated, your_turn (with the prompt, and the deadline under a clock) and game_over, for every game
    you sit at, after the sequence number you pass, oldest first, at most 500 a page (with more, ask
    again after last_seq). With wait, the answer waits up to that many seconds for news.

    Args:
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        chat_after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Feed | Problem
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,
chat_after=chat_after,

    )).parsed
