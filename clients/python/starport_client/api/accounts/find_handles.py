from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.handle_search import HandleSearch
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    prefix: str,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["prefix"] = prefix

    params["limit"] = limit

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/handles",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HandleSearch | Problem:
    if response.status_code == 200:
        response_200 = HandleSearch.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HandleSearch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    prefix: str,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Response[HandleSearch | Problem]:
    """ Players whose handles start with a prefix

     Anyone may ask (no credential; counted in the address's reads). A prefix of at least 2 characters,
    whatever its case; 50 a page at most: each player's id, handle, name and whether it is a bot
    account. Pass next as ?after= with the same prefix for the next page. A page reads 3 × (limit + 1)
    entries of the index at most, so it may come back short with a next.

    Args:
        prefix (str):
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleSearch | Problem]
     """


    kwargs = _get_kwargs(
        prefix=prefix,
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
    prefix: str,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> HandleSearch | Problem | None:
    """ Players whose handles start with a prefix

     Anyone may ask (no credential; counted in the address's reads). A prefix of at least 2 characters,
    whatever its case; 50 a page at most: each player's id, handle, name and whether it is a bot
    account. Pass next as ?after= with the same prefix for the next page. A page reads 3 × (limit + 1)
    entries of the index at most, so it may come back short with a next.

    Args:
        prefix (str):
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleSearch | Problem
     """


    return sync_detailed(
        client=client,
prefix=prefix,
limit=limit,
after=after,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    prefix: str,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> Response[HandleSearch | Problem]:
    """ Players whose handles start with a prefix

     Anyone may ask (no credential; counted in the address's reads). A prefix of at least 2 characters,
    whatever its case; 50 a page at most: each player's id, handle, name and whether it is a bot
    account. Pass next as ?after= with the same prefix for the next page. A page reads 3 × (limit + 1)
    entries of the index at most, so it may come back short with a next.

    Args:
        prefix (str):
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleSearch | Problem]
     """


    kwargs = _get_kwargs(
        prefix=prefix,
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
    prefix: str,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,

) -> HandleSearch | Problem | None:
    """ Players whose handles start with a prefix

     Anyone may ask (no credential; counted in the address's reads). A prefix of at least 2 characters,
    whatever its case; 50 a page at most: each player's id, handle, name and whether it is a bot
    account. Pass next as ?after= with the same prefix for the next page. A page reads 3 × (limit + 1)
    entries of the index at most, so it may come back short with a next.

    Args:
        prefix (str):
        limit (int | Unset):  Default: 20.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleSearch | Problem
     """


    return (await asyncio_detailed(
        client=client,
prefix=prefix,
limit=limit,
after=after,

    )).parsed
