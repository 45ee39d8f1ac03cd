from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek import Seek
from ...models.starshower_quick_play import StarshowerQuickPlay
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: StarshowerQuickPlay | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/starshower/quickplay",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek:
    if response.status_code == 202:
        response_202 = Seek.from_dict(response.json())



        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Seek]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: StarshowerQuickPlay | Unset = UNSET,

) -> Response[Problem | Seek]:
    """ Seek a Starshower game with strangers (quick play)

     Your wishes: players (a number or [least, most]), options, clock, rated, bots_after (seconds until
    bots fill your table's empty seats) and bot (their level). Seekers with the same options, clock and
    rated are seated together, oldest first; your feed says seated (the game, its id and your seat: your
    player key acts for it). One seek per title at a time (already_seeking), and at most 8 waiting in
    one pool from keys made from one address (too_many_seeks). Location names the seek.

    Args:
        body (StarshowerQuickPlay | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
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
    client: AuthenticatedClient,
    body: StarshowerQuickPlay | Unset = UNSET,

) -> Problem | Seek | None:
    """ Seek a Starshower game with strangers (quick play)

     Your wishes: players (a number or [least, most]), options, clock, rated, bots_after (seconds until
    bots fill your table's empty seats) and bot (their level). Seekers with the same options, clock and
    rated are seated together, oldest first; your feed says seated (the game, its id and your seat: your
    player key acts for it). One seek per title at a time (already_seeking), and at most 8 waiting in
    one pool from keys made from one address (too_many_seeks). Location names the seek.

    Args:
        body (StarshowerQuickPlay | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StarshowerQuickPlay | Unset = UNSET,

) -> Response[Problem | Seek]:
    """ Seek a Starshower game with strangers (quick play)

     Your wishes: players (a number or [least, most]), options, clock, rated, bots_after (seconds until
    bots fill your table's empty seats) and bot (their level). Seekers with the same options, clock and
    rated are seated together, oldest first; your feed says seated (the game, its id and your seat: your
    player key acts for it). One seek per title at a time (already_seeking), and at most 8 waiting in
    one pool from keys made from one address (too_many_seeks). Location names the seek.

    Args:
        body (StarshowerQuickPlay | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
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
    client: AuthenticatedClient,
    body: StarshowerQuickPlay | Unset = UNSET,

) -> Problem | Seek | None:
    """ Seek a Starshower game with strangers (quick play)

     Your wishes: players (a number or [least, most]), options, clock, rated, bots_after (seconds until
    bots fill your table's empty seats) and bot (their level). Seekers with the same options, clock and
    rated are seated together, oldest first; your feed says seated (the game, its id and your seat: your
    player key acts for it). One seek per title at a time (already_seeking), and at most 8 waiting in
    one pool from keys made from one address (too_many_seeks). Location names the seek.

    Args:
        body (StarshowerQuickPlay | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
