from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_key import PlayerKey
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/key/rotate",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerKey | Problem:
    if response.status_code == 200:
        response_200 = PlayerKey.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerKey | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[PlayerKey | Problem]:
    """ A new key for your player (shown once); the old one stops

     Send the key you have; the answer is its replacement. From that moment the old key is refused
    everywhere (every API process), and every stream opened with it closes (reconnect with the new key
    and Last-Event-ID). Your games, seats, feed, webhooks and ratings stay yours. Of two rotations sent
    with one key at once, one wins; the other is answered 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | Problem]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> PlayerKey | Problem | None:
    """ A new key for your player (shown once); the old one stops

     Send the key you have; the answer is its replacement. From that moment the old key is refused
    everywhere (every API process), and every stream opened with it closes (reconnect with the new key
    and Last-Event-ID). Your games, seats, feed, webhooks and ratings stay yours. Of two rotations sent
    with one key at once, one wins; the other is answered 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | Problem
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[PlayerKey | Problem]:
    """ A new key for your player (shown once); the old one stops

     Send the key you have; the answer is its replacement. From that moment the old key is refused
    everywhere (every API process), and every stream opened with it closes (reconnect with the new key
    and Last-Event-ID). Your games, seats, feed, webhooks and ratings stay yours. Of two rotations sent
    with one key at once, one wins; the other is answered 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | Problem]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> PlayerKey | Problem | None:
    """ A new key for your player (shown once); the old one stops

     Send the key you have; the answer is its replacement. From that moment the old key is refused
    everywhere (every API process), and every stream opened with it closes (reconnect with the new key
    and Last-Event-ID). Your games, seats, feed, webhooks and ratings stay yours. Of two rotations sent
    with one key at once, one wins; the other is answered 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | Problem
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
