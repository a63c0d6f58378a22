@api @read-only
Feature: One server for the pages, the photos and the API
  The portal is one process (docs/architecture.md §2): it serves the prerendered page of every public route, the
  admin page that renders in the browser, a real "not found" for unknown paths, and the API.

  Scenario Outline: A visitor gets the prerendered page of <path>
    When a visitor requests the page "<path>"
    Then the answer is a page titled with "<title>"
    And the page as served carries the description, keywords, canonical address and social title and picture the site map gives "<path>"

    Examples:
      | path                     | title                          |
      | /                        | Costa Rica                     |
      | /tours                   | Costa Rica Tours & Adventures  |
      | /destinations/arenal     | Arenal                         |

  Scenario: The admin page is served for the browser to render, and not for search engines
    When a visitor requests the page "/admin"
    Then the answer is a page titled with "Tour Image Management"
    And it asks search engines not to index it
    And the page is left for the browser to render, with nothing in it before its script runs

  Scenario: The tours page is served with its tours in it, before any script runs
    When a visitor requests the page "/tours"
    Then the page as served lists the tour "Arenal Volcano Hike"

  Scenario: An unknown path gets the "Page Not Found" page with a real not-found status
    When a visitor requests the page "/no-such-page"
    Then the answer is the "Page Not Found" page with a not-found status

  Scenario: An unknown API call gets a not-found answer in the error shape
    When a program calls the unknown API path "/api/no-such-call"
    Then the portal answers "not found" in the error shape

  Scenario: Pages carry the security headers
    When a visitor requests the page "/tours"
    Then the answer forbids content sniffing and framing by other sites and sets a content security policy
