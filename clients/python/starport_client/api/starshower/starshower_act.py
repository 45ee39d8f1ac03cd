from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.starshower_acted import StarshowerActed
from ...models.starshower_black_star_action import StarshowerBlackStarAction
from ...models.starshower_call_action import StarshowerCallAction
from ...models.starshower_star_action import StarshowerStarAction
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/starshower/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, StarshowerCallAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, StarshowerStarAction):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StarshowerActed:
    if response.status_code == 200:
        response_200 = StarshowerActed.from_dict(response.json())



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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StarshowerActed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,

) -> Response[Problem | StarshowerActed]:
    """ Act for your seat

     Send one action (as listed by the legal actions, or built by hand). The answer has the new version,
    the events the action made and your new view. A refused action changes nothing.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarshowerActed]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,

) -> Problem | StarshowerActed | None:
    """ Act for your seat

     Send one action (as listed by the legal actions, or built by hand). The answer has the new version,
    the events the action made and your new view. A refused action changes nothing.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarshowerActed
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,

) -> Response[Problem | StarshowerActed]:
    """ Act for your seat

     Send one action (as listed by the legal actions, or built by hand). The answer has the new version,
    the events the action made and your new view. A refused action changes nothing.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StarshowerActed]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,

) -> Problem | StarshowerActed | None:
    """ Act for your seat

     Send one action (as listed by the legal actions, or built by hand). The answer has the new version,
    the events the action made and your new view. A refused action changes nothing.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StarshowerActed
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )).parsed
