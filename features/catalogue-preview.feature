@catalogue-preview
Feature: The operator sees where a record is used, previews the pages a change touches, discards, changes prices in bulk, and reads each change field by field
  Before publishing, the operator sees every page a draft changes, drawn with the draft by the renderer a publish uses,
  beside the live page, at an address that needs the admin session and that no cache keeps and no search engine
  indexes. A draft can be dropped; several prices can be changed at once as one change set, which one restore undoes;
  a restore is a draft, never a silent publish (issue 38 points 4, 5, 6 and 8, docs/decisions/115, 116, 117).

  Each scenario starts from today's catalogue, all of it published (features/catalogue-editing.feature). At the domain
  level a page is what its view functions show (the views the React pages render); at the API level it is the built
  server's HTML, drawn by the build's renderer.

  Background:
    Given the operator is signed in to edit the catalogue

  Rule: Every record says where it is used

    @domain @api
    Scenario: A tour is shown by the pages that list it and named by their records
      When the operator asks where the tour "Arenal Volcano Hike & Tabacón Hot Springs" is used
      Then the answer is 200
      And the pages "/", "/destinations/arenal" and "/tours" show it
      And the page records "home", "destinations-arenal" and "tours" name it

    @domain @api
    Scenario: A tour with a draft links each page that shows it to that page drawn with the draft, and names the listings by their titles, each linked to its editor
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator asks where the tour "Arenal Volcano Hike & Tabacón Hot Springs" is used
      Then the answer is 200
      And the preview linked from "/destinations/arenal" shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at $149, and the live page at $165
      And the records that name it are, with their editors:
        | title                            | editor                                                        |
        | Arenal Volcano & La Fortuna      | /admin?view=catalogue&collection=pages&id=destinations-arenal |
        | Discover Pura Vida in Costa Rica | /admin?view=catalogue&collection=pages&id=home                |
        | Costa Rica Tours & Adventures    | /admin?view=catalogue&collection=pages&id=tours               |

    @domain @api
    Scenario: A tour without a draft links only its live pages
      When the operator asks where the tour "Arenal Volcano Hike & Tabacón Hot Springs" is used
      Then no page it is used on links a preview

  Rule: A draft is previewed on every page it touches, drawn with the draft, beside the live page; publishing makes it live

    @domain @api
    Scenario: A new price is previewed on the pages that show it, then published
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator previews every draft
      Then the answer is 201
      And the previews are of the pages "/", "/destinations/arenal" and "/tours"
      And the preview of "/destinations/arenal" shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at $149, and the live page at $165
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 1, priced 165
      When the operator publishes every draft
      Then the answer is 200
      And the live page "/destinations/arenal" shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at $149

    @domain @api
    Scenario: A preview address is refused once the operator has signed out
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      And the operator has previewed every draft
      When the operator signs out
      Then the preview of "/tours" is refused with 403

    @api
    Scenario: A preview needs the session, and its answer is never cached, indexed or framed by another site
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When someone who is not signed in asks for the previews
      Then the answer is 401
      When the operator previews every draft
      Then the preview of "/tours" is answered with "Cache-Control: no-store", "X-Robots-Tag: noindex, nofollow", "Referrer-Policy: no-referrer" and a policy allowing frames of this site only

    @domain @api
    Scenario: Drafts that would not hold together are not previewed, naming the field, as their publication would not be
      Given the operator has added the destination "rio-celeste", a copy of "Arenal" named "Río Celeste"
      And the operator has set the destination of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to "rio-celeste"
      When the operator previews only the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the answer is 409, naming "tours/arenal-volcano-hike-and-tabacon-hot-springs.destination": "destination "rio-celeste" is not the id of any destination"

  Rule: A restore is a draft: the site shows it only once it is published

    @domain @api
    Scenario: The old price is restored as a draft, and goes live when published
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      And the operator has published every draft
      When the operator restores revision 1 of the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 3, priced 165
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 2, priced 149
      When the operator publishes every draft
      Then the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 3, priced 165

  Rule: A draft can be discarded: the record is back at what the site shows

    @domain @api
    Scenario: A discarded price leaves the record as published, and nothing waits
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator discards every draft
      Then the answer is 200
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is published at version 3
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 3, priced 165
      And no draft waits to be published

  Rule: Prices change in bulk as one change set, which one restore undoes; nothing is published until the operator says so

    @domain @api
    Scenario: A bulk +5 % on three tours, then one restore undoes it
      When the operator raises the prices of the tours "Arenal Volcano Hike & Tabacón Hot Springs", "Balsa River Whitewater Rafting" and "Arenal Dawn Bird Walk" by 5 %
      Then the answer is 201
      And the tours are drafts priced 173.25, 89.25 and 57.75
      And the public site shows the tour "Balsa River Whitewater Rafting" at version 1, priced 85
      When the operator restores that change set
      Then the answer is 201
      And the tours are drafts priced 165, 85 and 55

    @domain @api
    Scenario: An earlier change set is restored from the list of change sets after a later one, at any time
      When the operator raises the prices of the tours "Arenal Volcano Hike & Tabacón Hot Springs" and "Balsa River Whitewater Rafting" by 5 %
      And the operator lowers the prices of the tours "Balsa River Whitewater Rafting" by 10 dollars
      And the operator restores change set 1 from the list of change sets
      Then the answer is 201
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 3, priced 165
      And the tour "Balsa River Whitewater Rafting" is a draft at version 4, priced 85
      And the list of change sets says:
        | change set | what                                 |
        | 3          | Restore of change set 1 on 2 records |
        | 2          | −10.00 USD on 1 record               |
        | 1          | +5 % on 2 records                    |

    @domain @api
    Scenario: A price a bulk change would take below zero is refused naming the tour, and nothing is changed or published
      When the operator lowers the prices of the tours "Arenal Volcano Hike & Tabacón Hot Springs" and "Arenal Dawn Bird Walk" by 60 dollars
      Then the answer is 400, naming "records[1]": "tours/arenal-dawn-bird-walk: the price would be -5.00, below zero"
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is still at version 1
      And no draft waits to be published

    @domain @api
    Scenario: A bulk change from a second tab's stale version is told to reload, and the other tab's edit is kept
      Given the operator has set the price of the tour "Arenal Dawn Bird Walk" to 59
      When the operator raises the prices of the tours "Arenal Volcano Hike & Tabacón Hot Springs" and "Arenal Dawn Bird Walk" by 5 %, as read at version 1
      Then the answer is 409, with the current record at version 2, priced 59
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is still at version 1
      And the tour "Arenal Dawn Bird Walk" is a draft at version 2, priced 59

  Rule: Each revision tells what changed, field by field

    @domain @api
    Scenario: The revision of a new price names the price, before and after
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator reads the revisions of the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then revision 2 changed only "price", from 165 to 149
