from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.claim_request import ClaimRequest
from ...models.claimed import Claimed
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: ClaimRequest | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/starlink/games/{game_id}/seats/{seat}/claim".format(game_id=quote(str(game_id), safe=""),seat=quote(str(seat), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Claimed | Problem:
    if response.status_code == 200:
        response_200 = Claimed.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Claimed | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimRequest | Unset = UNSET,

) -> Response[Claimed | Problem]:
    """ Take an open seat; returns its token once

     The seat becomes yours and its token is shown only in this answer. When the last open seat is
    claimed the game starts (a seat_claimed event with started). With a player key as the bearer the
    seat is that player's too (its feed says so).

    Args:
        game_id (str):
        seat (int):
        body (ClaimRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Claimed | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimRequest | Unset = UNSET,

) -> Claimed | Problem | None:
    """ Take an open seat; returns its token once

     The seat becomes yours and its token is shown only in this answer. When the last open seat is
    claimed the game starts (a seat_claimed event with started). With a player key as the bearer the
    seat is that player's too (its feed says so).

    Args:
        game_id (str):
        seat (int):
        body (ClaimRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Claimed | Problem
     """


    return sync_detailed(
        game_id=game_id,
seat=seat,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimRequest | Unset = UNSET,

) -> Response[Claimed | Problem]:
    """ Take an open seat; returns its token once

     The seat becomes yours and its token is shown only in this answer. When the last open seat is
    claimed the game starts (a seat_claimed event with started). With a player key as the bearer the
    seat is that player's too (its feed says so).

    Args:
        game_id (str):
        seat (int):
        body (ClaimRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Claimed | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimRequest | Unset = UNSET,

) -> Claimed | Problem | None:
    """ Take an open seat; returns its token once

     The seat becomes yours and its token is shown only in this answer. When the last open seat is
    claimed the game starts (a seat_claimed event with started). With a player key as the bearer the
    seat is that player's too (its feed says so).

    Args:
        game_id (str):
        seat (int):
        body (ClaimRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Claimed | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
seat=seat,
client=client,
body=body,

    )).parsed
