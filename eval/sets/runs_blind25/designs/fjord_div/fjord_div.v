// Clock divider that derives a half-rate clock and runs a 16-bit scrambler sequence generator on it.
module fjord_div (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    output reg  [15:0] seq,
    output reg  [7:0]  snap,
    output wire        clk_div
);
    reg div_q;
    always @(posedge clk)
        if (rst) div_q <= 1'b0;
        else     div_q <= ~div_q;
    assign clk_div = div_q;

    // scrambler runs on the divided clock
    wire fb = seq[15] ^ seq[13] ^ seq[12] ^ seq[10];
    always @(posedge div_q)
        if (load)  seq <= (seed == 16'd0) ? 16'hACE1 : seed;
        else       seq <= {seq[14:0], fb};

    // fast-domain capture of the slow sequence (multicycle by construction)
    reg [7:0] hold;
    always @(posedge clk) begin
        hold <= seq[7:0] + seq[15:8];
        snap <= hold ^ {hold[2:0], hold[7:3]};
    end
endmodule
