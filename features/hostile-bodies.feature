@api
Feature: Hostile request bodies
  The portal is on the open internet: anyone may send any bytes to any route. Whatever the body, the answer is a
  clear 4xx in the one error shape, and the server neither fails (5xx) nor logs a stack trace
  (docs/decisions/053). Bodies nested deeper than 32 levels are refused before any route or validator reads
  them; no route's body needs more than three.

  Rule: Nesting deeper than 32 levels is refused on every route before validation

    Scenario Outline: <body> sent to every route that takes a body
      Given the operator has an admin session
      When <body> is sent to every route that takes a body
      Then every route answers 400 saying the body is nested too deeply
      And no answer mentions a stack trace

      Examples:
        | body                                          |
        | a field holding 5000 levels of nested arrays  |
        | a field holding 5000 levels of nested objects |
        | a field holding 33 levels of nested arrays    |

    Scenario: A sign-in whose password is nested 33 levels deep
      When someone signs in with a password nested 33 levels deep
      Then the answer is 400 saying the body is nested too deeply
      And the attempt was not counted against the sign-in limit

  Rule: No body makes any route answer 5xx, and every refusal is a clear 4xx

    Scenario Outline: <body> sent to every route that takes a body
      Given the operator has an admin session
      When <body> is sent to every route that takes a body
      Then no route answers 5xx, and every refusal is a 4xx error in the one error shape
      And the routes that read the field refuse it
      And no answer mentions a stack trace

      Examples: Width
        | body                                            |
        | an object of 8000 unknown fields                |
        | a field holding an array of 20000 numbers       |
        | a body larger than 100 kB                       |

      Examples: Type confusion
        | body                                            |
        | a field holding a number instead of text        |
        | a field holding an object instead of text       |
        | a field holding an array instead of text        |
        | a field holding null                            |
        | a field holding a number too large for a double |
        | a "__proto__" field                             |
        | a "constructor" field with a prototype          |
        | a JSON array as the whole body                  |
        | a JSON string as the whole body                 |
        | JSON that stops in the middle                   |
        | JSON announced as plain text                    |
        | JSON in a charset the server does not read      |
