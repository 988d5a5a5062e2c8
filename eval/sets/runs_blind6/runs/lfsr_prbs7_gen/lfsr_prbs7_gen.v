// PRBS7 (x^7 + x^6 + 1) pattern generator with a 4-bit parallel output
// and a seed load.
module lfsr_prbs7_gen (
    input  wire       clk,
    input  wire       load,
    input  wire [6:0] seed,
    input  wire       adv,
    output wire [3:0] prbs_nib,
    output wire       lock_zero
);
    reg [6:0] sr;
    reg [6:0] nx;
    integer j;

    always @* begin
        nx = sr;
        for (j = 0; j < 4; j = j + 1)
            nx = {nx[5:0], nx[6] ^ nx[5]};
    end

    always @(posedge clk)
        if (load)     sr <= seed;
        else if (adv) sr <= nx;

    assign prbs_nib  = sr[3:0];
    assign lock_zero = (sr == 7'd0);
endmodule
