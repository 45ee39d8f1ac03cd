from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.webhook_request import WebhookRequest
from ...models.webhook_with_secret import WebhookWithSecret
from typing import cast



def _get_kwargs(
    *,
    body: WebhookRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookWithSecret:
    if response.status_code == 201:
        response_201 = WebhookWithSecret.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookWithSecret]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,

) -> Response[Problem | WebhookWithSecret]:
    """ Register a webhook: its id and signing secret (shown once)

     The events you name (your_turn, seated, game_over, challenge) are POSTed to the URL as they reach
    your feed. Each delivery is a POST of the event's JSON with Starport-Signature: t=<unix
    time>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret> and Starport-Delivery: <delivery
    id>. A 2xx within 5 s is a success; anything else is retried with backoff for a day. Only https://,
    and only a host whose every address is public (checked now and at every delivery). At most 5
    webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookWithSecret]
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
    body: WebhookRequest,

) -> Problem | WebhookWithSecret | None:
    """ Register a webhook: its id and signing secret (shown once)

     The events you name (your_turn, seated, game_over, challenge) are POSTed to the URL as they reach
    your feed. Each delivery is a POST of the event's JSON with Starport-Signature: t=<unix
    time>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret> and Starport-Delivery: <delivery
    id>. A 2xx within 5 s is a success; anything else is retried with backoff for a day. Only https://,
    and only a host whose every address is public (checked now and at every delivery). At most 5
    webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookWithSecret
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,

) -> Response[Problem | WebhookWithSecret]:
    """ Register a webhook: its id and signing secret (shown once)

     The events you name (your_turn, seated, game_over, challenge) are POSTed to the URL as they reach
    your feed. Each delivery is a POST of the event's JSON with Starport-Signature: t=<unix
    time>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret> and Starport-Delivery: <delivery
    id>. A 2xx within 5 s is a success; anything else is retried with backoff for a day. Only https://,
    and only a host whose every address is public (checked now and at every delivery). At most 5
    webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookWithSecret]
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
    body: WebhookRequest,

) -> Problem | WebhookWithSecret | None:
    """ Register a webhook: its id and signing secret (shown once)

     The events you name (your_turn, seated, game_over, challenge) are POSTed to the URL as they reach
    your feed. Each delivery is a POST of the event's JSON with Starport-Signature: t=<unix
    time>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret> and Starport-Delivery: <delivery
    id>. A 2xx within 5 s is a success; anything else is retried with backoff for a day. Only https://,
    and only a host whose every address is public (checked now and at every delivery). At most 5
    webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookWithSecret
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
