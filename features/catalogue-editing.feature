@catalogue-editing
Feature: The operator edits the catalogue as drafts, publishes them, and schedules changes
  The catalogue (tours, destinations, pages, hotels, products, developments, the site's settings) is edited through
  the admin API, signed in as the operator. A change is a draft: the public site shows only what was published. Every
  change is kept as a revision that can be restored, and a change can be scheduled for a time in Costa Rica
  (issue 36 point 6, docs/decisions/103, 104).

  Each scenario starts from today's catalogue, all of it published, on 30 November 2026 at 06:00 in Costa Rica. The
  domain level's fake publisher stands in for the pages' renderer and its audits; at the API level the built server
  publishes as it does in production: it draws again the pages that read a changed record, with the build's renderer,
  and runs the build's audits on them (docs/decisions/105). What a publish does to the pages a visitor reads is
  features/publishing.feature's.

  Background:
    Given the operator is signed in to edit the catalogue

  Rule: A change is a draft until it is published; the public site shows only what was published

    @domain @api
    Scenario: A new price is a draft until the operator publishes it
      When the operator sets the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      Then the answer is 200
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 2, whose published version is 1
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 1, priced 165
      When the operator publishes every draft
      Then the answer is 200
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is published at version 2
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 2, priced 149

    @domain @api
    Scenario: Publishing one record leaves the other drafts as they are
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      And the operator has set the price of the tour "Mistico Arenal Hanging Bridges Walk" to 59
      When the operator publishes only the tour "Mistico Arenal Hanging Bridges Walk"
      Then the answer is 200
      And the tour "Mistico Arenal Hanging Bridges Walk" is published at version 2
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 2, whose published version is 1

    @domain @api
    Scenario: The list of a collection says where each record stands
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      And the operator has added the tour "arenal-night-walk", a copy of "Arenal Volcano Hike & Tabacón Hot Springs" without its admin tour and old id
      And the operator has archived the tour "Corcovado National Park Sirena Expedition"
      When the operator lists the tours
      Then the list says:
        | tour                                      | status                   | version | published version |
        | Arenal Volcano Hike & Tabacón Hot Springs | draft                    | 2       | 1                 |
        | arenal-night-walk                         | new                      | 1       |                   |
        | Corcovado National Park Sirena Expedition | archived-still-published | 2       | 1                 |
        | Mistico Arenal Hanging Bridges Walk       | published                | 1       | 1                 |

    @domain @api
    Scenario: An archived record stays on the site until its archiving is published
      Given the operator has taken the product "Boruca Hand-Carved Balsa Wood Mask" off the shop "gifts"
      When the operator archives the product "Boruca Hand-Carved Balsa Wood Mask"
      Then the answer is 200
      And the public site shows the product "Boruca Hand-Carved Balsa Wood Mask" at version 1
      When the operator publishes every draft
      Then the public site no longer shows the product "Boruca Hand-Carved Balsa Wood Mask"

    @domain @api
    Scenario: Publishing a tour before the new destination it names is refused, and nothing is published
      Given the operator has added the destination "rio-celeste", a copy of "Arenal" named "Río Celeste"
      And the operator has set the destination of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to "rio-celeste"
      When the operator publishes only the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the answer is 409, naming "tours/arenal-volcano-hike-and-tabacon-hot-springs.destination": "destination "rio-celeste" is not the id of any destination"
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 1, priced 165
      When the operator publishes every draft
      Then the answer is 200
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is published at version 2

    # @domain only: the refusal is set on the fake publisher's audits. At @api, features/publishing.feature has the
    # server's own picture audit refuse a real edit (a tour given another tour's picture on the same page).
    @domain
    Scenario: A publication the pages' audits refuse is answered 422 naming the page and the audit, and nothing is published
      Given the outbound-link audit of /destinations/arenal will find "a tour link without the partner id"
      And the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator publishes every draft
      Then the answer is 422, naming the page "/destinations/arenal" and the audit "outbound links"
      And the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 1, priced 165
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 2, whose published version is 1

  Rule: A record its schema refuses, or that names a record that does not exist, is answered 400 naming each field, and nothing is stored

    @domain @api
    Scenario Outline: A tour with <what> is refused, naming its field
      When the operator sets the <field> of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to <value>
      Then the answer is 400, naming "<field>": "<message>"
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is still at version 1

      Examples:
        | what                           | field       | value      | message                                                  |
        | a price below zero             | price       | -5         | price must be a positive number of US dollars, got -5    |
        | a rating above five            | rating      | 9          | rating must be a rating from 1 to 5, got 9               |
        | a destination that is not one  | destination | "atlantis" | destination "atlantis" is not the id of any destination  |
        | a price that is not a number   | price       | "cheap"    | price must be a number of US dollars, got "cheap"        |

    @domain @api
    Scenario: A tour photo that is not one uploaded to the site is refused, naming its field
      When the operator sets the photo of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to {"src": "https://example.com/volcano.jpg", "alt": {"en": "The volcano"}}
      Then the answer is 400, naming "photo.src": "photo.src must be the path of a photo uploaded on the admin page, such as /objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10, got "https://example.com/volcano.jpg""
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is still at version 1

    @domain @api
    Scenario: A listing naming a tour that does not exist is refused, naming its place in the listing
      When the operator adds "atlantis-sunken-city-dive" to the tours of the page "home"
      Then the answer is 400, naming "listing.tourIds[12]": "listing.tourIds[12] "atlantis-sunken-city-dive" is not the id of any tour"
      And the page "home" is still at version 1

    @api
    Scenario Outline: A request that is not one is answered <status> with a clear message, never 500
      When the operator sends <method> <path> with the body <body>
      Then the answer is <status>, saying "<message>"

      Examples:
        | method | path                                                                                  | body                  | status | message                                             |
        | PUT    | /api/admin/catalogue/tours/arenal-volcano-hike-and-tabacon-hot-springs                | {"version": 1,        | 400    | The request body is not valid JSON.                 |
        | PUT    | /api/admin/catalogue/tours/arenal-volcano-hike-and-tabacon-hot-springs                | {"data": {}}          | 400    | version is missing                                  |
        | PUT    | /api/admin/catalogue/tours/arenal-volcano-hike-and-tabacon-hot-springs                | {"version": 1, "data": "a tour"} | 400 | data must be the record's fields              |
        | GET    | /api/admin/catalogue/boats                                                            | (none)                | 404    | The catalogue has no collection "boats"             |
        | GET    | /api/admin/catalogue/tours/Arenal_Hike                                                | (none)                | 400    | is not a readable slug                              |
        | GET    | /api/admin/catalogue/tours/atlantis-sunken-city-dive                                  | (none)                | 404    | The catalogue has no record tours/atlantis-sunken-city-dive |
        | POST   | /api/admin/catalogue/tours/arenal-volcano-hike-and-tabacon-hot-springs/revisions/latest/restore | {"version": 1} | 400 | revision must be a whole number from 1     |
        | DELETE | /api/admin/scheduled-changes/first                                                    | (none)                | 400    | id must be a whole number from 1                    |

    @api
    Scenario: Without a session, no catalogue call is answered
      When someone who is not signed in lists the tours
      Then the answer is 401

  Rule: An update names the version it was made from; a stale one is answered 409 with the record as it is now

    @domain @api
    Scenario: Of two edits of one version, the second is refused with the current record and version
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator sets the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 139, from version 1
      Then the answer is 409, with the current record at version 2, priced 149
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 2, priced 149

  Rule: A record that a page lists or another record names is not archived; the answer is 409 naming them

    @domain @api
    Scenario: A tour that pages list is not archived
      When the operator archives the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the answer is 409, naming the pages "/", "/destinations/arenal" and "/tours"
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is still at version 1

    @domain @api
    Scenario: A destination that tours, hotels and a page name is not archived
      When the operator archives the destination "Arenal"
      Then the answer is 409, naming among others the page "/destinations/arenal", the tour "Arenal Volcano Hike & Tabacón Hot Springs" and the hotel "Nayara Springs"
      And the destination "Arenal" is still at version 1

    @domain @api
    Scenario: A product that two shops list is not archived
      When the operator archives the product "Peaberry Whole Bean Coffee"
      Then the answer is 409, naming the pages "/featured-coffee" and "/gift-store"
      And the product "Peaberry Whole Bean Coffee" is still at version 1

  Rule: Every change is an immutable revision, and any revision can be restored as a new change, a draft

    @domain @api
    Scenario: An old price is restored as a new version, and the restore is a revision too
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      And the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 139
      When the operator reads the revisions of the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the revisions say:
        | version | price before | price after |
        | 1       |              | 165         |
        | 2       | 165          | 149         |
        | 3       | 149          | 139         |
      When the operator restores revision 1 of the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the answer is 200
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 4, priced 165
      And the revisions of the tour "Arenal Volcano Hike & Tabacón Hot Springs" end with version 4, from 139 to 165

  Rule: HTML typed into a text field is kept as typed; the pages show it as text

    @domain @api
    Scenario: A description with markup in it is stored exactly as typed
      When the operator sets the description of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to {"en": "<script>alert('pura vida')</script> Lava fields & <b>hot</b> springs"}
      Then the answer is 200
      And the description of the tour "Arenal Volcano Hike & Tabacón Hot Springs" reads {"en": "<script>alert('pura vida')</script> Lava fields & <b>hot</b> springs"}

  Rule: A change can be scheduled for a time in Costa Rica (UTC−6 all year); when due it is made and published once

    @domain @api
    Scenario: A time without an offset is read as Costa Rica time, and the answer says so
      When the operator schedules the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-01T08:00"
      Then the answer is 201
      And the change is due at "2026-12-01T14:00:00.000Z", that is "2026-12-01T08:00" in Costa Rica
      And the answer says "2026-12-01T08:00 was read as Costa Rica time"

    @domain @api
    Scenario: A time already past is refused, and nothing is scheduled
      When the operator schedules the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-11-30T05:59"
      Then the answer is 400, saying "is past: it is 2026-11-30T06:00 in Costa Rica now"
      And no change is scheduled

    @domain @api
    Scenario: The due change is made and published at its time, and only once
      Given the operator has scheduled the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-01T08:00"
      When it is 2026-12-01T07:59 in Costa Rica
      Then the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 1, priced 165
      When it is 2026-12-01T08:00 in Costa Rica
      Then the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 2, priced 149
      And the scheduled change is done, saying "Made as version 2 and published"
      When it is 2026-12-01T09:00 in Costa Rica
      Then the tour "Arenal Volcano Hike & Tabacón Hot Springs" has 2 revisions

    @domain @api
    Scenario: A cancelled change is never made
      Given the operator has scheduled the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-01T08:00"
      When the operator cancels the scheduled change
      Then the answer is 200
      When it is 2026-12-01T09:00 in Costa Rica
      Then the tour "Arenal Volcano Hike & Tabacón Hot Springs" is published at version 1
      And the scheduled change is cancelled
      When the operator cancels the scheduled change
      Then the answer is 409, saying "is cancelled already"

    @domain @api
    Scenario: The list of scheduled changes has those still to come of every collection, soonest first, in Costa Rica time
      Given the operator has scheduled the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-02T08:00"
      And the operator has scheduled the name of the hotel "Andaz Costa Rica Resort at Peninsula Papagayo" to be "Andaz Papagayo" at "2026-12-01T07:15"
      And the operator has scheduled the price of the tour "Mistico Arenal Hanging Bridges Walk" to be 59 at "2026-12-01T09:30"
      When the operator cancels the scheduled change
      Then the list of scheduled changes says:
        | when             | record                                                       | what              |
        | 2026-12-01 07:15 | hotels/andaz-costa-rica-resort-at-peninsula-papagayo         | Publish version 1 |
        | 2026-12-02 08:00 | tours/arenal-volcano-hike-and-tabacon-hot-springs            | Publish version 1 |

    @domain
    Scenario: With two servers looking for due changes, the change is made and published once
      Given a second server looks for due changes on the same database
      And the operator has scheduled the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-01T08:00"
      When it is 2026-12-01T08:00 in Costa Rica
      Then the tour "Arenal Volcano Hike & Tabacón Hot Springs" has 2 revisions
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" was published once since the start

    @domain @api
    Scenario: A change that fell due while the server was stopped is made when it starts again, once
      Given the operator has scheduled the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to be 149 at "2026-12-01T08:00"
      When the server stops, and starts again at 2026-12-01T09:00 in Costa Rica
      Then the public site shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" at version 2, priced 149
      And the scheduled change is done, saying "Made as version 2 and published"
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" has 2 revisions
