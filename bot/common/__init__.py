"""What both chat front ends share: the service client, formatting, attachment routing."""
