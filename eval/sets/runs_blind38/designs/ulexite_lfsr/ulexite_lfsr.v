// ulexite_lfsr: PRBS generator and checker pair for link testing.
// ulexite_lfsr (top) instantiates a 16-bit Galois LFSR generator (x^16+x^14+x^13+x^11+1)
// and a self-synchronising checker that counts bit errors on the received stream.
// Ports: seed_load/seed set the generator state; tx_bit is the PRBS output;
// rx_bit is the stream coming back; err_count saturates at 255.
module ulexite_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        seed_load,
    input  wire [15:0] seed,
    input  wire        rx_bit,
    output wire        tx_bit,
    output wire [7:0]  err_count,
    output wire        locked
);
    ulexite_gen u_gen (
        .clk(clk), .rst(rst), .load(seed_load), .seed(seed), .bit_out(tx_bit));

    ulexite_chk u_chk (
        .clk(clk), .rst(rst), .bit_in(rx_bit), .errors(err_count), .locked(locked));
endmodule

module ulexite_gen (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    output wire        bit_out
);
    reg [15:0] state;
    always @(posedge clk) begin
        if (rst)
            state <= 16'hACE1;
        else if (load)
            state <= (seed == 16'h0000) ? 16'h0001 : seed;
        else
            state <= {1'b0, state[15:1]} ^ (state[0] ? 16'hB400 : 16'h0000);
    end
    assign bit_out = state[0];
endmodule

// checker: a 16-bit history of received bits predicts the next one (Fibonacci form of
// the same polynomial); mismatches are counted once 32 consecutive good bits were seen.
module ulexite_chk (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_in,
    output reg  [7:0] errors,
    output wire       locked
);
    reg [15:0] hist;
    reg [5:0]  good_run;
    wire predicted = hist[15] ^ hist[13] ^ hist[12] ^ hist[10];
    wire mismatch  = predicted ^ bit_in;

    assign locked = (good_run == 6'd32);

    always @(posedge clk) begin
        if (rst) begin
            hist     <= 16'h0000;
            good_run <= 6'd0;
            errors   <= 8'd0;
        end else begin
            hist <= {hist[14:0], bit_in};
            if (!locked)
                good_run <= mismatch ? 6'd0 : good_run + 1'b1;
            else if (mismatch && errors != 8'hFF)
                errors <= errors + 1'b1;
        end
    end
endmodule
