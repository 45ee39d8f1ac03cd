from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_search import PlayerSearch
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    name: str,
    limit: int | Unset = 10,
    after: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["name"] = name

    params["limit"] = limit

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerSearch | Problem:
    if response.status_code == 200:
        response_200 = PlayerSearch.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerSearch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    limit: int | Unset = 10,
    after: str | Unset = UNSET,

) -> Response[PlayerSearch | Problem]:
    """ Players whose names start with a prefix: ids, names, ratings

     Anyone may ask (no credential; counted in the address's reads). It finds the players created with a
    name of their own (a player made without one is not found by name), by a prefix of at least 2
    characters, case and compatibility forms aside, 20 a page at most: each its id, name and rating in
    every title it was rated in — what its public page shows, nothing of its key, its address or its
    games. Pass next as ?after= with the same name for the next page. A page reads 3 × (limit + 1)
    entries of the name index at most, so it may come back short with a next.

    Args:
        name (str):
        limit (int | Unset):  Default: 10.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerSearch | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
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
    name: str,
    limit: int | Unset = 10,
    after: str | Unset = UNSET,

) -> PlayerSearch | Problem | None:
    """ Players whose names start with a prefix: ids, names, ratings

     Anyone may ask (no credential; counted in the address's reads). It finds the players created with a
    name of their own (a player made without one is not found by name), by a prefix of at least 2
    characters, case and compatibility forms aside, 20 a page at most: each its id, name and rating in
    every title it was rated in — what its public page shows, nothing of its key, its address or its
    games. Pass next as ?after= with the same name for the next page. A page reads 3 × (limit + 1)
    entries of the name index at most, so it may come back short with a next.

    Args:
        name (str):
        limit (int | Unset):  Default: 10.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerSearch | Problem
     """


    return sync_detailed(
        client=client,
name=name,
limit=limit,
after=after,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    limit: int | Unset = 10,
    after: str | Unset = UNSET,

) -> Response[PlayerSearch | Problem]:
    """ Players whose names start with a prefix: ids, names, ratings

     Anyone may ask (no credential; counted in the address's reads). It finds the players created with a
    name of their own (a player made without one is not found by name), by a prefix of at least 2
    characters, case and compatibility forms aside, 20 a page at most: each its id, name and rating in
    every title it was rated in — what its public page shows, nothing of its key, its address or its
    games. Pass next as ?after= with the same name for the next page. A page reads 3 × (limit + 1)
    entries of the name index at most, so it may come back short with a next.

    Args:
        name (str):
        limit (int | Unset):  Default: 10.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerSearch | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
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
    name: str,
    limit: int | Unset = 10,
    after: str | Unset = UNSET,

) -> PlayerSearch | Problem | None:
    """ Players whose names start with a prefix: ids, names, ratings

     Anyone may ask (no credential; counted in the address's reads). It finds the players created with a
    name of their own (a player made without one is not found by name), by a prefix of at least 2
    characters, case and compatibility forms aside, 20 a page at most: each its id, name and rating in
    every title it was rated in — what its public page shows, nothing of its key, its address or its
    games. Pass next as ?after= with the same name for the next page. A page reads 3 × (limit + 1)
    entries of the name index at most, so it may come back short with a next.

    Args:
        name (str):
        limit (int | Unset):  Default: 10.
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerSearch | Problem
     """


    return (await asyncio_detailed(
        client=client,
name=name,
limit=limit,
after=after,

    )).parsed
