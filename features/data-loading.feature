@domain
Feature: Loading data from the server, and the toasts that report it
  Pages load their data with one default loader: a GET of the query key parts joined by '/',
  whose failures read "{status}: {body or status text}" (docs/product.md §7, §8). Toasts show one at a
  time, and a dismissed toast leaves after 1,000,000 ms (docs/product.md §9).

  Rule: The address of a query is its key parts joined by '/'

    Scenario Outline: The query <key>
      Then the query <key> loads "<address>"

      Examples:
        | key                        | address              |
        | ["/api/tours/images"]      | /api/tours/images    |
        | ["/api", "photo-feed"]     | /api/photo-feed      |
        | ["/api/tours", 3, "image"] | /api/tours/3/image   |

  Rule: A failed load reads "{status}: {body}", or the status text when the body is empty

    Scenario Outline: The server answers <status> <status text> with "<body>"
      When the server answers <status> "<status text>" with the body "<body>"
      Then the load fails with "<message>"

      Examples:
        | status | status text           | body               | message                 |
        | 500    | Internal Server Error | database is locked | 500: database is locked |
        | 404    | Not Found             |                    | 404: Not Found          |
        | 502    | Bad Gateway           |                    | 502: Bad Gateway        |

  Rule: A 401 is an error, unless the load asks for empty on 401

    Scenario: A 401 by default
      When the server answers 401 "Unauthorized" with the body ""
      Then the load fails with "401: Unauthorized"

    Scenario: A 401 in the 'return empty' mode
      When the server answers 401 "Unauthorized" with the body "" to a load that returns empty on 401
      Then the load gives no data and no error

    Scenario: A 403 in the 'return empty' mode is still an error
      When the server answers 403 "Forbidden" with the body "admins only" to a load that returns empty on 401
      Then the load fails with "403: admins only"

  Rule: Toasts show one at a time; a dismissed toast leaves after 1,000,000 ms

    Scenario: A second toast replaces the first
      When the toast "Access Denied" appears
      And the toast "Access Granted" appears
      Then the only toast shown is "Access Granted"

    Scenario: A dismissed toast
      Given the toast "Image Updated" appears
      When the operator dismisses it
      Then the toast "Image Updated" is closing
      And after 999999 ms the toast is still there
      And after 1 more ms no toast is left
