set DIVFF _142_
