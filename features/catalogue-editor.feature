@catalogue-editor
Feature: The operator edits the catalogue on the admin page
  The admin page's Catalogue view (issue 38) lists each collection, opens a record in a form checked by the catalogue's
  own schema, saves it as a draft, shows its history and its scheduled changes, and publishes. What a draft, a publish, a
  restore and a schedule do is features/catalogue-editing.feature's at @domain and @api; these scenarios prove the page
  an operator uses drives them, in a real Chromium on the built server.

  Background:
    Given the operator has the Catalogue view open on the tours

  @ui
  Scenario: The operator changes a tour's price, previews the pages it touches, publishes; the public page shows it
    When the operator sets the price of "Arenal Volcano Hike & Tabacón Hot Springs" to 149 and saves the draft
    Then the view says "Arenal Volcano Hike & Tabacón Hot Springs was saved as a draft (version 2)"
    And the table says "Arenal Volcano Hike & Tabacón Hot Springs" is "Changed, not yet published"
    When the operator reviews the changes and previews the pages they touch
    Then the preview of "/destinations/arenal" shows "Arenal Volcano Hike & Tabacón Hot Springs" at $149 in the draft and at $165 live
    When the operator publishes them
    Then the view says "Published 1 change"
    And the page "/destinations/arenal" shows "Arenal Volcano Hike & Tabacón Hot Springs" at $149

  @ui
  Scenario: A record's address opens its form after the sign-in, as the Links report's "Edit the record" does
    When the operator follows the address of the tour "arenal-volcano-hike-and-tabacon-hot-springs" in the Catalogue view and signs in
    Then the price field holds 165

  @ui
  Scenario: An invalid price is shown by its field, and nothing is saved or published
    When the operator sets the price of "Arenal Volcano Hike & Tabacón Hot Springs" to -5 and saves the draft
    Then the error summary has the focus and says "Price: must be a positive number of US dollars"
    And the price field says "must be a positive number of US dollars"
    And the tour "arenal-volcano-hike-and-tabacon-hot-springs" is still at version 1 and nothing waits to be published

  @ui
  Scenario: A stale edit from a second tab is told to reload, and the operator's input is kept
    Given the operator has "Arenal Volcano Hike & Tabacón Hot Springs" open in a second tab too
    And the operator has set its price to 150 and saved it in the second tab
    When the operator sets the price of "Arenal Volcano Hike & Tabacón Hot Springs" to 149 and saves the draft
    Then the error summary has the focus and says "Changed in another tab: reload"
    And the price field still holds 149

  @ui
  Scenario: The operator restores an earlier price from the history as a new draft
    Given the operator has set the price of "Arenal Volcano Hike & Tabacón Hot Springs" to 149 and saved the draft
    When the operator restores version 1 from the record's history
    Then the view says "Version 1 was restored as a new draft (version 3)"
    And the price field holds 165

  @ui
  Scenario: The operator schedules a draft's publication in Costa Rica time, and can cancel it
    Given the operator has set the price of "Arenal Volcano Hike & Tabacón Hot Springs" to 149 and saved the draft
    When the operator schedules its publication for "2030-12-01T08:00"
    Then the view says "Publishing version 2 is scheduled for 2030-12-01 08:00 Costa Rica time"
    And the record's scheduled changes list one pending change at "2030-12-01 08:00"
    When the operator goes back to the tours, and by keyboard cancels the change of "tours/arenal-volcano-hike-and-tabacon-hot-springs" in the list of every scheduled change
    Then the view says "Scheduled change 1 (tours/arenal-volcano-hike-and-tabacon-hot-springs) was cancelled"
    And the list of every scheduled change says "No change is scheduled."

  @ui
  Scenario: A bulk +5 % on two tours is one change set, undone by one restore
    When the operator selects "Arenal Volcano Hike & Tabacón Hot Springs" and "Mistico Arenal Hanging Bridges Walk" and changes their prices by 5 percent
    Then the view says "Prices +5 % saved as drafts for 2 tours (change set 1)"
    And the table shows "Arenal Volcano Hike & Tabacón Hot Springs" at "$173.25"
    When the operator restores the prices before change set 1
    Then the view says "The prices before change set 1 were restored as 2 new drafts"
    And the table shows "Arenal Volcano Hike & Tabacón Hot Springs" at "$165.00"

  @ui
  Scenario: The operator uploads a photo for a tour through the crop dialog, describes it, and saves it as a draft
    When the operator uploads "catalogue-photo.jpg" as the photo of "Arenal Volcano Hike & Tabacón Hot Springs", crops it and describes it as "Hikers on the old lava flow"
    And the operator saves the draft
    Then the view says "Arenal Volcano Hike & Tabacón Hot Springs was saved as a draft (version 2)"
    And the tour "arenal-volcano-hike-and-tabacon-hot-springs" has a photo stored by the site, described "Hikers on the old lava flow"
