@ui
Feature: Replacing tour photos on the admin page
  The operator signs in on /admin with the admin password (the server checks it) and replaces the
  photos of the 11 admin tours, one at a time through the crop dialog or several at once in batch
  mode. The public tours page then shows the new photos (docs/product.md §2, §4, §5, §8; docs/architecture.md §3).

  Background:
    Given the operator has the admin page open

  Rule: Only the admin password opens the tour image management

    Scenario: The right password opens the tour image management
      When the operator enters the right admin password
      Then the operator sees "Tour Image Management" with the Admin badge
      And the operator sees the 11 admin tours, numbered 1 to 11

    Scenario: A wrong password is refused and the field is cleared
      When the operator enters the admin password "not-the-password"
      Then the operator is told "Access Denied"
      And the password field is cleared
      And the page still asks for admin access

    Scenario: Logout locks the page again
      Given the operator has entered the right admin password
      When the operator chooses "Logout"
      Then the page asks for admin access again

  Rule: A new photo replaces the tour's photo on the admin page and on the tours page

    Scenario: The operator replaces a tour's photo through the crop dialog
      Given the operator has entered the right admin password
      When the operator picks the photo "operator-photo.jpg" for "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the crop dialog opens for "Arenal Volcano Hike & Tabacón Hot Springs"
      When the operator applies the crop
      Then the operator is told "Image Updated"
      And the card "Arenal Volcano Hike & Tabacón Hot Springs" shows the new photo with the "Custom" badge
      When a visitor opens the tours page
      Then the tours page shows that photo on "Arenal Volcano Hike & Tabacón Hot Springs" with the "Custom Image" badge

    Scenario: Batch mode gives the photos to the tours in list order
      Given the operator has entered the right admin password
      When the operator turns on batch mode
      Then every card says it will be updated by the batch upload in order
      When the operator uploads a wide photo and then a tall photo in batch mode
      Then the operator is told "Batch Upload Complete"
      And tour 1 shows the wide photo and tour 2 the tall photo, both with the "Custom" badge
      And tour 3 still shows its own photo
