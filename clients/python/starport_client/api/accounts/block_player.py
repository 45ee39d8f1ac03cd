from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.block_list import BlockList
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    player_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/players/me/blocks/{player_id}".format(player_id=quote(str(player_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BlockList | Problem:
    if response.status_code == 200:
        response_200 = BlockList.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BlockList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[BlockList | Problem]:
    """ Block a player: its challenges and offers no longer reach you

     Its challenges and rematch offers are never shown to you (it is not told: a challenge waits
    unanswered and expires), quick play never seats you together, and tournaments and chat keep it away
    too. Nobody but you sees your blocks. 500 at most. With your key or a token with the challenge
    scope. The answer is your blocks now.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BlockList | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> BlockList | Problem | None:
    """ Block a player: its challenges and offers no longer reach you

     Its challenges and rematch offers are never shown to you (it is not told: a challenge waits
    unanswered and expires), quick play never seats you together, and tournaments and chat keep it away
    too. Nobody but you sees your blocks. 500 at most. With your key or a token with the challenge
    scope. The answer is your blocks now.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BlockList | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[BlockList | Problem]:
    """ Block a player: its challenges and offers no longer reach you

     Its challenges and rematch offers are never shown to you (it is not told: a challenge waits
    unanswered and expires), quick play never seats you together, and tournaments and chat keep it away
    too. Nobody but you sees your blocks. 500 at most. With your key or a token with the challenge
    scope. The answer is your blocks now.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BlockList | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> BlockList | Problem | None:
    """ Block a player: its challenges and offers no longer reach you

     Its challenges and rematch offers are never shown to you (it is not told: a challenge waits
    unanswered and expires), quick play never seats you together, and tournaments and chat keep it away
    too. Nobody but you sees your blocks. 500 at most. With your key or a token with the challenge
    scope. The answer is your blocks now.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BlockList | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,

    )).parsed
