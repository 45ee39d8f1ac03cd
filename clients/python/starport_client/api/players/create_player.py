from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_created import PlayerCreated
from ...models.player_request import PlayerRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PlayerRequest | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerCreated | Problem:
    if response.status_code == 201:
        response_201 = PlayerCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerRequest | Unset = UNSET,

) -> Response[PlayerCreated | Problem]:
    """ A new player: its id and secret key (shown once)

     An optional identity for bots and returning people: create games with seats for it, claim seats with
    its key, and follow all its games on one feed. The key is stored only as a hash; keep it. The player
    also keeps when it was created and 20 bits of a hash of the address that asked (never the address):
    a rated game between two keys created from one address within 24 hours is not rated (its record's
    unrated_reason: same_origin_keys), and rated quick play does not seat them together.

    Args:
        body (PlayerRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerRequest | Unset = UNSET,

) -> PlayerCreated | Problem | None:
    """ A new player: its id and secret key (shown once)

     An optional identity for bots and returning people: create games with seats for it, claim seats with
    its key, and follow all its games on one feed. The key is stored only as a hash; keep it. The player
    also keeps when it was created and 20 bits of a hash of the address that asked (never the address):
    a rated game between two keys created from one address within 24 hours is not rated (its record's
    unrated_reason: same_origin_keys), and rated quick play does not seat them together.

    Args:
        body (PlayerRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerRequest | Unset = UNSET,

) -> Response[PlayerCreated | Problem]:
    """ A new player: its id and secret key (shown once)

     An optional identity for bots and returning people: create games with seats for it, claim seats with
    its key, and follow all its games on one feed. The key is stored only as a hash; keep it. The player
    also keeps when it was created and 20 bits of a hash of the address that asked (never the address):
    a rated game between two keys created from one address within 24 hours is not rated (its record's
    unrated_reason: same_origin_keys), and rated quick play does not seat them together.

    Args:
        body (PlayerRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerRequest | Unset = UNSET,

) -> PlayerCreated | Problem | None:
    """ A new player: its id and secret key (shown once)

     An optional identity for bots and returning people: create games with seats for it, claim seats with
    its key, and follow all its games on one feed. The key is stored only as a hash; keep it. The player
    also keeps when it was created and 20 bits of a hash of the address that asked (never the address):
    a rated game between two keys created from one address within 24 hours is not rated (its record's
    unrated_reason: same_origin_keys), and rated quick play does not seat them together.

    Args:
        body (PlayerRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
