from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.muted import Muted
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,
    mark: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/starshower/games/{game_id}/chat/mutes/{mark}".format(game_id=quote(str(game_id), safe=""),mark=quote(str(mark), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Muted | Problem:
    if response.status_code == 200:
        response_200 = Muted.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Muted | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    mark: str,
    *,
    client: AuthenticatedClient,

) -> Response[Muted | Problem]:
    """ Hear a muted talker again

     Its lines are in your chat pages again, and in the streams you open from now on.

    Args:
        game_id (str):
        mark (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Muted | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
mark=mark,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    mark: str,
    *,
    client: AuthenticatedClient,

) -> Muted | Problem | None:
    """ Hear a muted talker again

     Its lines are in your chat pages again, and in the streams you open from now on.

    Args:
        game_id (str):
        mark (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Muted | Problem
     """


    return sync_detailed(
        game_id=game_id,
mark=mark,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    mark: str,
    *,
    client: AuthenticatedClient,

) -> Response[Muted | Problem]:
    """ Hear a muted talker again

     Its lines are in your chat pages again, and in the streams you open from now on.

    Args:
        game_id (str):
        mark (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Muted | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
mark=mark,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    mark: str,
    *,
    client: AuthenticatedClient,

) -> Muted | Problem | None:
    """ Hear a muted talker again

     Its lines are in your chat pages again, and in the streams you open from now on.

    Args:
        game_id (str):
        mark (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Muted | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
mark=mark,
client=client,

    )).parsed
