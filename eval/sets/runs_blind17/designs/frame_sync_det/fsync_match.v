// fsync_match: compares the window against the sync word and reports
// a hit when at most MAX_ERR bits differ.
module fsync_match #(parameter LEN = 16, parameter [LEN-1:0] WORD = 16'hF628,
                     parameter MAX_ERR = 1) (
    input  wire [LEN-1:0] window,
    output wire           hit,
    output reg  [4:0]     dist
);
    wire [LEN-1:0] diff = window ^ WORD;
    integer i;
    always @* begin
        dist = 5'd0;
        for (i = 0; i < LEN; i = i + 1)
            dist = dist + diff[i];
    end
    assign hit = (dist <= MAX_ERR);
endmodule
