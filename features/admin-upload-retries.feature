@domain
Feature: Admin uploads that survive a real network
  The admin page sends each photo through the upload widget. A transfer that fails on the network,
  or that the server answers with 429 or a 5xx, is tried again after 0, 1, 3 and 5 seconds, each time
  to a fresh upload address; an upload address refused as expired or used gets one fresh address; a
  session the server no longer knows ends the upload and locks the page. Every photo keeps the tour
  it was given when the upload started, whatever order the transfers end in
  (docs/product.md §5, §8, §9; docs/decisions/031-uppy-uploads.md).

  Rule: Network errors, 429 and 5xx are tried again after 0, 1000, 3000 and 5000 ms

    Scenario Outline: A photo whose transfer keeps failing with <failure>
      When the transfer of a photo fails with <failure> 5 times
      Then it is tried again after 0, 1000, 3000 and 5000 ms
      And then it is given up

      Examples:
        | failure           |
        | a network error   |
        | 429               |
        | 503               |

    Scenario Outline: A photo whose transfer is refused with <status>
      When the transfer of a photo fails with <status> 1 times
      Then it is given up at once

      Examples:
        | status |
        | 413    |
        | 415    |
        | 422    |

  Rule: A retry never comes sooner than the server's Retry-After (issue 19)

    Scenario: The server answers 429 with Retry-After 2 seconds, three times
      When the transfer of a photo fails with 429 and "Retry-After: 2" 3 times
      Then it is tried again after 2000, 2000 and 3000 ms

  @ui
  Rule: One mechanism decides when a rate-limited photo is sent again: the schedule, never sooner than Retry-After (issue 19)
    The upload widget does not retry by itself (its own tries came after about 0.3 and 0.6 s); the photo
    waits for the product's schedule and the server's Retry-After, whichever is later
    (docs/decisions/084-one-retry-mechanism-for-uploads.md).

    Scenario: The server answers the photo's upload 429 with "Retry-After: 1" twice, then takes it
      When the operator uploads a photo while the server answers it 429 with "Retry-After: 1" 2 times
      Then the photo reached the server 3 times, each at least 1000 ms after the one before
      And the tour has the photo saved

  Rule: An upload address refused as expired or used gets one fresh address

    Scenario: The upload address answers 403 twice
      When the transfer of a photo fails with 403 2 times
      Then it is tried again after 0 ms
      And then it is given up

  Rule: A session the server no longer knows locks the page

    Scenario: The server answers 401 while the operator uploads
      Given the operator has signed in to upload photos
      When an upload call is answered 401
      Then the page locks with "Session Ended" and "Your admin session has ended. Please sign in again."
      And a second 401 says nothing more

  Rule: Every photo of a batch keeps its tour

    Scenario: Three transfers that end out of order
      When the operator uploads 3 photos in batch mode
      And the third photo is saved, then the first, and the second fails at "save"
      Then the tours got these photos:
        | tour | photo   |
        | 1    | photo-1 |
        | 3    | photo-3 |
      And tour 2 is reported as failed at step "save"
      And the batch ends with "Batch Upload Complete" and "Successfully updated 2 tour images"
