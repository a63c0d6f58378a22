@api
Feature: Pages, build files and lists come compressed, and a browser that has them gets "not modified"
  The server sends the Brotli or gzip copy of a page, a script, a stylesheet or a list the browser can read,
  written once at build time or once per change, never per request (docs/decisions/047).

  Rule: Brotli when the browser takes it, else gzip, else the bytes as they are, and the answer says it varies by that

    Scenario Outline: A browser that accepts "<accepted>" gets <address> as <coding>
      Given the operator has saved a photo for every admin tour
      When a browser that accepts "<accepted>" asks for <address>
      Then it gets the same content as a browser without compression, coded as "<coding>"
      And the answer says it varies with the accepted encodings

      Examples:
        | address                   | accepted                | coding   |
        | the page "/tours"         | gzip, deflate, br, zstd | br       |
        | the page "/tours"         | gzip, deflate           | gzip     |
        | the page "/tours"         | identity                | identity |
        | the page's main script    | br;q=0, gzip            | gzip     |
        | the page's main script    | br                      | br       |
        | the tour photo list       | gzip, deflate, br       | br       |
        | the tour photo list       | gzip                    | gzip     |
        | the tour photo list       | deflate                 | identity |
        | the photo feed            | gzip, deflate, br       | br       |
        | the photo feed            | gzip                    | gzip     |

  Rule: Hashed build files are kept for good, pages and lists are checked again on every visit

    Scenario: The page's main script may be cached for a year, the page itself never without asking
      When a browser that accepts "br" asks for the page's main script
      Then the answer may be cached for a year without asking again
      When a browser that accepts "br" asks for the page "/tours"
      Then the answer must be checked again before each use

  Rule: A browser that already has the answer gets "not modified" without a body

    Scenario Outline: <address> asked again with the tag it came with
      When a browser that accepts "<accepted>" asks for <address>
      And it asks again with the tag it got
      Then the portal answers that nothing has changed
      And the answer says it varies with the accepted encodings

      Examples:
        | address                   | accepted          |
        | the page "/tours"         | gzip, deflate, br |
        | the page "/destinations/arenal" | gzip        |
        | the page's main script    | br                |
        | the photo feed            | gzip, deflate, br |

    Scenario: The domain descriptions are "not modified" until the operator edits the file
      When a browser that accepts "gzip" asks for the domain descriptions
      And it asks again with the tag it got
      Then the portal answers that nothing has changed
      Given the operator has changed the descriptions file to:
        """
        domain,description
        costaricagateway.com,Edited while the portal runs
        """
      When it asks again with the tag it got
      Then it gets CSV text with the header "domain,description"
      And the CSV says "Edited while the portal runs"

    Scenario: A missing page is never "not modified"
      When a browser that accepts "identity" asks for the page "/no-such-page"
      And it asks again with the tag it got
      Then the answer is the "Page Not Found" page with a not-found status
