// fayalite_scrambler: additive (synchronous) bit scrambler for a 4-bit-per-clock serial link
// Sub-module fayalite_lfsr7 (in fayalite_lfsr7.v) produces the x^7+x^6+1 sequence; four LFSR
// steps are unrolled here per clock. Scrambling and descrambling are the same operation, so one
// instance on each side with equal seeds recovers the data. frame_start reloads the seed.
module fayalite_scrambler (
    input  wire       clk,
    input  wire       rst,
    input  wire       frame_start,
    input  wire [6:0] seed,
    input  wire       in_valid,
    input  wire [3:0] in_data,
    output reg        out_valid,
    output reg  [3:0] out_data
);
    wire       lfsr_bit;
    wire [6:0] lfsr_state;

    // the sub-module steps once per clock; the other three bits come from unrolling
    fayalite_lfsr7 u_lfsr (
        .clk(clk), .load(rst | frame_start), .seed(seed), .step(in_valid),
        .bit_out(lfsr_bit), .state(lfsr_state)
    );

    wire [3:0] key;
    assign key[0] = lfsr_state[6] ^ lfsr_state[5];
    assign key[1] = lfsr_state[5] ^ lfsr_state[4];
    assign key[2] = lfsr_state[4] ^ lfsr_state[3];
    assign key[3] = lfsr_state[3] ^ lfsr_state[2];

    always @(posedge clk) begin
        if (rst) begin
            out_valid <= 1'b0;
            out_data  <= 4'd0;
        end else begin
            out_valid <= in_valid;
            out_data  <= in_data ^ key;
        end
    end
endmodule
