@api
Feature: Saving a tour's new photo
  After an upload, the admin page saves the photo for one of the 11 admin tours (docs/product.md §7 PUT
  /api/tours/{id}/image). The server accepts only admin tours 1 to 11 and only photos it stored
  itself (docs/architecture.md §3), and keeps the record across restarts.

  Background:
    Given the operator has an admin session

  Rule: A saved photo is listed for its tour, for good

    Scenario: The operator's saved photo is listed for its tour
      When the operator uploads a photo and saves it for admin tour 3
      Then the tour photo list holds exactly that photo for admin tour 3

    Scenario: A saved photo survives a restart of the portal
      Given the operator has uploaded a photo and saved it for admin tour 8
      When the portal restarts
      Then the tour photo list holds exactly that photo for admin tour 8

    Scenario: The tour photo list tells a browser when nothing has changed
      Given the operator has uploaded a photo and saved it for admin tour 1
      When a browser asks again for the tour photo list it already has
      Then the portal answers that nothing has changed
      When the operator uploads a photo and saves it for admin tour 2
      And a browser asks again for the tour photo list it already has
      Then the portal sends the new list

  Rule: Revert to the original picture: the record is forgotten, the photo deleted once nothing shows it (issue 19)

    Scenario: A reverted tour no longer has a photo, and its photo is no longer served
      Given the operator has uploaded a photo and saved it for admin tour 5
      When the operator reverts admin tour "5" to its original picture
      Then the portal answers that the revert is done
      And no tour has a saved photo
      And the reverted photo is no longer served

    Scenario: Reverting a tour that has no photo of its own changes nothing
      When the operator reverts admin tour "7" to its original picture
      Then the portal answers that the revert is done
      And no tour has a saved photo

    Scenario: Only the operator may revert
      Given the operator has uploaded a photo and saved it for admin tour 5
      When someone without an admin session asks to revert admin tour 5
      Then the revert is refused as "unauthorised"
      And the tour photo list holds exactly that photo for admin tour 5

    Scenario: There is no admin tour "12" to revert
      When the operator reverts admin tour "12" to its original picture
      Then the request is refused as "not found"

  # Only photos of this portal: features/custom-tour-images.feature, at @domain and @api.
  Rule: Only admin tours 1 to 11, in a well-formed request

    Scenario Outline: There is no admin tour "<tour id>"
      Given the operator has uploaded a photo
      When the operator saves it for admin tour "<tour id>"
      Then the save is refused as "not found"
      And no tour has a saved photo

      Examples:
        | tour id |
        | 0       |
        | 12      |
        | abc     |
        | ../1    |

    Scenario: A request with an unknown field is refused, naming the field
      Given the operator has uploaded a photo
      When the operator saves it for admin tour 4 with an extra field "caption"
      Then the save is refused as "bad request", naming "caption"

    Scenario: A garbled request is refused
      When the operator sends a save request that is not valid JSON
      Then the save is refused as "bad request"
