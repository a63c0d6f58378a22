@api
Feature: The picture-of-the-day photo feed
  The gallery shows the photo agency's feed through the server (docs/product.md §7, docs/architecture.md §3). Without a
  configured feed, the portal serves a bundled sample of Costa Rica photos, pictures included; a
  configured feed is read at most once a day; a broken feed never brings the portal down.

  Scenario: Without a configured feed the gallery gets the bundled Costa Rica photos
    When the gallery asks for the photos
    Then it gets at least 6 photos, each with a title, description, date, image, large image, link, keywords and photographer
    And the portal itself serves every image of the sample

  Scenario Outline: A configured <kind> feed is read at most once a day
    Given the photo agency publishes a <kind> feed with 2 photos
    When the gallery asks for the photos twice
    Then it gets the agency's 2 photos both times
    And the agency was asked once
    When 24 hours pass
    And the gallery asks for the photos
    Then the agency was asked twice

    Examples:
      | kind      |
      | Media RSS |
      | JSON      |

  Scenario Outline: A feed that <problem> is reported as unavailable, and the portal keeps running
    Given the photo agency's feed <problem>
    When the gallery asks for the photos
    Then the portal answers that the feed is unavailable
    And the portal still serves the tour photo list

    Examples:
      | problem                  |
      | returns garbage          |
      | answers with an error    |
      | cannot be reached        |
