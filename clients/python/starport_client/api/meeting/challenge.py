from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge import Challenge
from ...models.challenge_request import ChallengeRequest
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    player_id: str,
    *,
    body: ChallengeRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/{player_id}/challenges".format(player_id=quote(str(player_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Challenge | Problem:
    if response.status_code == 201:
        response_201 = Challenge.from_dict(response.json())



        return response_201

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Challenge | Problem]:
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
    body: ChallengeRequest,

) -> Response[Challenge | Problem]:
    """ Challenge a player (and others, with with) to a game

     Their feeds get challenge (with its challenge_id); each may accept or decline, you may cancel, and
    an unanswered one expires (expires_in). When all accept the game is made and everyone's feed says
    seated. A bot account answers by its policy at once. At most a few challenges a pair in ten minutes
    (rate_limited): you and each player the challenge names, in the path or in with.

    Args:
        player_id (str):
        body (ChallengeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: ChallengeRequest,

) -> Challenge | Problem | None:
    """ Challenge a player (and others, with with) to a game

     Their feeds get challenge (with its challenge_id); each may accept or decline, you may cancel, and
    an unanswered one expires (expires_in). When all accept the game is made and everyone's feed says
    seated. A bot account answers by its policy at once. At most a few challenges a pair in ten minutes
    (rate_limited): you and each player the challenge names, in the path or in with.

    Args:
        player_id (str):
        body (ChallengeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: ChallengeRequest,

) -> Response[Challenge | Problem]:
    """ Challenge a player (and others, with with) to a game

     Their feeds get challenge (with its challenge_id); each may accept or decline, you may cancel, and
    an unanswered one expires (expires_in). When all accept the game is made and everyone's feed says
    seated. A bot account answers by its policy at once. At most a few challenges a pair in ten minutes
    (rate_limited): you and each player the challenge names, in the path or in with.

    Args:
        player_id (str):
        body (ChallengeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: ChallengeRequest,

) -> Challenge | Problem | None:
    """ Challenge a player (and others, with with) to a game

     Their feeds get challenge (with its challenge_id); each may accept or decline, you may cancel, and
    an unanswered one expires (expires_in). When all accept the game is made and everyone's feed says
    seated. A bot account answers by its policy at once. At most a few challenges a pair in ten minutes
    (rate_limited): you and each player the challenge names, in the path or in with.

    Args:
        player_id (str):
        body (ChallengeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
body=body,

    )).parsed
