@api @two-servers
Feature: More than one server, one portal
  The portal can run on several machines behind a load balancer (README, "Running on more than one machine";
  docs/decisions/036-sessions-and-limits-in-the-database.md): every server is given the same PostgreSQL
  database, the same S3-compatible bucket, the same upload URL secret and the same admin password. Whichever
  server a request reaches, the operator and the visitors then see one portal. Here two built servers, A and B,
  run as separate processes, and each request names the server the load balancer sent it to.

  Background:
    Given servers A and B share one PostgreSQL database and one S3-compatible bucket

  Rule: The operator's work goes through whichever server answers each request

    Scenario: Sign in on one server, upload and save across both, and visitors of either see the photo
      Given the operator has signed in on server A
      When the operator gets an upload address from server B
      And sends the photo "Arenal at dawn" to it through server A
      And saves "Arenal at dawn" as the photo of admin tour 3 through server B
      Then visitors of server A see "Arenal at dawn" as the photo of admin tour 3
      And visitors of server B see "Arenal at dawn" as the photo of admin tour 3
      And servers A and B give out the same stored "Arenal at dawn"

  Rule: Five failed sign-ins within a minute lock the sign-in on every server

    Scenario: The sixth failed sign-in within a minute is refused whichever server gets it
      Given someone has tried 5 wrong passwords within a minute, alternating between servers A and B
      When they try again with the right password, once on server B and once on server A
      Then both servers ask them to wait

  Rule: An upload address is good for one upload, whichever server it is used on

    Scenario: An upload address used on one server is refused on the other
      Given the operator has signed in on server B
      And the operator has an upload address from server A
      And the operator has sent a photo to it through server A
      When the operator sends a photo to the same address through server B
      Then server B refuses the upload as forbidden

    Scenario: An upload address sent to both servers at the same moment stores one photo
      Given the operator has signed in on server A
      And the operator has an upload address from server B
      When the operator sends a photo to it through servers A and B at the same moment
      Then one server stores the photo and the other refuses the upload as forbidden
