@publishing
Feature: A publish draws again the pages that show what changed, and only those
  The operator edits the catalogue through the admin API (features/catalogue-editing.feature) and publishes. The
  server draws again, with the renderer `npm run build` uses, every page that read a changed record, runs the build's
  audits on them, and serves them over the build's pages at once, each answer naming its publication in the header
  X-Publication-Generation; a page that read no changed record is still answered from the build (issue 36 points 4
  and 5, docs/decisions/102, 105, 106).

  These scenarios run at @api only: the built server, its pages over HTTP. Each starts from today's catalogue, all of it
  published as the build drew it, on 30 November 2026 at 06:00 in Costa Rica, so a page drawn again by a publish is
  dated 2026-11-30 in the sitemap.

  Background:
    Given the operator is signed in to edit the catalogue

  Rule: A published price is on every page that shows the tour once the publish is answered; a page that does not show it is not drawn again
    How fast (within a second of the edit, on both servers) is measured by `npm run bench` and the fleet test, not here.

    @api
    Scenario: A new price of an Arenal tour is on the home page, the tours page and the Arenal page as soon as it is published
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator publishes every draft
      Then the answer is 200
      And the pages "/", "/tours" and "/destinations/arenal" show the tour "Arenal Volcano Hike & Tabacón Hot Springs" at $149, from the publication
      And the page "/travel-essentials" is still the build's

  Rule: A draft is not on the public site until it is published

    @api
    Scenario: A new price saved as a draft leaves the public pages at the old price
      When the operator sets the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      Then the answer is 200
      And the pages "/", "/tours" and "/destinations/arenal" show the tour "Arenal Volcano Hike & Tabacón Hot Springs" at $165, from the build

  Rule: HTML typed into a text field is shown as text: the page shows the characters, and no element is added

    @api
    Scenario: A tour title and description with markup in them are published as text
      Given the operator has set the title of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to {"en": "Arenal <b>x</b><script>alert('pura vida')</script>"}
      And the operator has set the description of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to {"en": "Lava fields <img src=x onerror=alert(1)> & hot springs"}
      When the operator publishes every draft
      Then the answer is 200
      And the page "/destinations/arenal" shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" titled "Arenal <b>x</b><script>alert('pura vida')</script>" as text
      And the page "/destinations/arenal" shows the text "Lava fields <img src=x onerror=alert(1)> & hot springs" as text

  Rule: A tour's uploaded photo is on its cards with its alt text and credit, and its cover is shown when the photo cannot be loaded

    @api
    Scenario: A tour's photo, missing from the storage, is published with its alt text, its credit and its cover to fall back on
      Given the operator has set the photo of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to {"src": "/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10", "alt": {"en": "Hikers on the old lava flow"}, "credit": "Photo: Ana Mora"}
      When the operator publishes every draft
      Then the answer is 200
      And the page "/destinations/arenal" shows the tour "Arenal Volcano Hike & Tabacón Hot Springs" with the photo "/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10", described "Hikers on the old lava flow", credited "Photo: Ana Mora", falling back to "/illustrations/covers/pattern-nature.svg"

  Rule: A publish the build's audits refuse is answered 422 naming the page and the audit, and the site is unchanged

    @api
    Scenario: A tour given the picture of another tour on the same page is refused by the picture audit
      Given the operator has given the tour "Arenal Volcano Hike & Tabacón Hot Springs" the picture of the tour "Mistico Arenal Hanging Bridges Walk"
      When the operator publishes every draft
      Then the answer is 422, naming among its reasons the page "/destinations/arenal" and the audit "pictures"
      And the tour "Arenal Volcano Hike & Tabacón Hot Springs" is a draft at version 2, whose published version is 1
      And the pages "/", "/tours" and "/destinations/arenal" are still the build's

  Rule: A destination or activity page whose record is archived and published is off the site, out of the sitemap and out of every menu

    @api
    Scenario Outline: The <page> page, archived and published, is not found, and no page links to it
      Given the operator has archived the page "<record>"
      When the operator publishes every draft
      Then the answer is 200
      And <path> is answered 404
      And the sitemap does not list <path>
      And no page of the site links to <path>

      Examples:
        | page        | record                    | path                     |
        | Santa Teresa | destinations-santa-teresa | /destinations/santa-teresa |
        | fishing     | fishing                   | /fishing                 |

  Rule: A new hotel of a destination is on that destination's page once published

    @api
    Scenario: A hotel added in Tamarindo is on the Tamarindo page only once it is published
      Given the operator has added the hotel "Casa Pura Vida Surf Lodge" in "tamarindo"
      Then the page "/destinations/tamarindo" does not show "Casa Pura Vida Surf Lodge"
      When the operator publishes every draft
      Then the answer is 200
      And the page "/destinations/tamarindo" shows "Casa Pura Vida Surf Lodge", from the publication

  Rule: The sitemap dates a page drawn again with the day of the publish; the click placements follow the published pages

    @api
    Scenario: A re-drawn page is dated the day of the publish, the others keep the build's date
      Given the operator has set the price of the tour "Arenal Volcano Hike & Tabacón Hot Springs" to 149
      When the operator publishes every draft
      Then the sitemap dates "/", "/tours" and "/destinations/arenal" 2026-11-30
      And the sitemap dates "/travel-essentials" as the build does

    @api
    Scenario: A click on a tour a publish added to a page is counted; a click on one it took off is refused
      Given the operator has put the tour "Jacó Rainforest Zipline Canopy Tour" in place of the tour "Diamante Adventure Park Ocean-View Zipline" on the page "canopy-tours"
      When the operator publishes every draft
      Then the answer is 200
      And a click on the tour "Jacó Rainforest Zipline Canopy Tour" where "/canopy-tours" now shows it is answered 204
      And a click on the tour "Diamante Adventure Park Ocean-View Zipline" where "/canopy-tours" showed it before the publish is refused with 400

  Rule: A publish gives the same pages as a full render of the same records, byte for byte

    @api
    Scenario: Random edits of every collection, published in several publishes, give the pages a full render gives
      When the operator publishes 4 rounds of random edits of every collection
      Then every page the site serves, and the picture of the day's live template, is byte for byte what a full render of the published records gives
