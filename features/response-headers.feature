@api
Feature: Headers that keep private answers private
  A session token or an upload address must never be kept by a browser's or a proxy's cache, and the pages
  deny the powerful browser features they never use, to themselves and to the frames they embed
  (docs/decisions/054).

  Rule: Admin and upload answers are never cached

    Scenario: The sign-in answer, an upload address and an upload's answer say no-store
      When the operator signs in, gets an upload address and sends a photo to it
      Then each of the three answers says "Cache-Control: no-store"

  Rule: The portal denies the browser features it does not use

    Scenario Outline: <address> denies the camera, the microphone and the location
      When a visitor asks the portal for <address>
      Then the answer's Permissions-Policy denies the camera, the microphone and the location

      Examples:
        | address           |
        | /                 |
        | /tours            |
        | /api/tours/images |
        | /no-such-page     |
