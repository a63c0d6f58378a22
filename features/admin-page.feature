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

  Rule: The upload widget checks a photo before the crop dialog opens

    Scenario: A GIF is refused in the widget's own words
      Given the operator has entered the right admin password
      When the operator picks a GIF for "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the operator is told "File not added" with "You can only upload: image/jpeg, image/png, image/webp"
      And the crop dialog stays closed

    Scenario: A photo dropped on a card opens the crop dialog for that tour
      Given the operator has entered the right admin password
      When the operator drops the photo "operator-photo.jpg" on "Sky Adventures Zipline & Hanging Bridges"
      Then the crop dialog opens for "Sky Adventures Zipline & Hanging Bridges"

    Scenario: A file dropped beside the cards does not take the operator off the page
      Given the operator has entered the right admin password
      When the operator drops the photo "operator-photo.jpg" beside the cards
      Then the browser keeps the admin page open

  Rule: The upload shows its progress, and Cancel stops it

    Scenario: The operator cancels a slow upload
      Given the operator has entered the right admin password
      And the connection is slow
      When the operator crops a large photo for "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the operator sees the upload's progress, with the bytes sent and the time left
      When the operator chooses "Cancel upload"
      Then the upload's progress is gone
      And no tour has a new photo

  Rule: An upload in a session the server no longer knows locks the page

    Scenario: The session ended while the operator was cropping
      Given the operator has entered the right admin password
      And the server no longer knows the operator's session
      When the operator picks the photo "operator-photo.jpg" for "Arenal Volcano Hike & Tabacón Hot Springs"
      And the operator applies the crop
      Then the operator is told "Session Ended" with "Your admin session has ended. Please sign in again."
      And the page asks for admin access again

  Rule: Batch mode takes up to ten photos

    Scenario: An eleventh photo is refused
      Given the operator has entered the right admin password
      And the operator turns on batch mode
      When the operator adds 10 photos to the batch
      And the operator adds 1 more photo to the batch
      Then the operator is told "File not added" with "You can only upload 10 files"
      And the batch holds 10 photos
