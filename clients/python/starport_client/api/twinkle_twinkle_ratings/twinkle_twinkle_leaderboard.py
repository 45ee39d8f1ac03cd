from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/twinkle-twinkle/leaderboard",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Response[Leaderboard | Problem]:
    """ Twinkle Twinkle's rated players, best first

     The players no longer provisional, by displayed rating (the ordinal μ − 3σ), best first, a page at a
    time: pass a page's next as ?after= for the one after it. A player whose rating changes between two
    pages may show on both, or neither.

    Args:
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Leaderboard | Problem | None:
    """ Twinkle Twinkle's rated players, best first

     The players no longer provisional, by displayed rating (the ordinal μ − 3σ), best first, a page at a
    time: pass a page's next as ?after= for the one after it. A player whose rating changes between two
    pages may show on both, or neither.

    Args:
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return sync_detailed(
        client=client,
limit=limit,
after=after,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Response[Leaderboard | Problem]:
    """ Twinkle Twinkle's rated players, best first

     The players no longer provisional, by displayed rating (the ordinal μ − 3σ), best first, a page at a
    time: pass a page's next as ?after= for the one after it. A player whose rating changes between two
    pages may show on both, or neither.

    Args:
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Leaderboard | Problem | None:
    """ Twinkle Twinkle's rated players, best first

     The players no longer provisional, by displayed rating (the ordinal μ − 3σ), best first, a page at a
    time: pass a page's next as ?after= for the one after it. A player whose rating changes between two
    pages may show on both, or neither.

    Args:
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
after=after,

    )).parsed
