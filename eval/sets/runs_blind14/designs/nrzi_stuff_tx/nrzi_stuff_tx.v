// nrzi_stuff_tx: USB-style low-speed serializer. The bit clock bclk is
// clk divided by four (a register output used as a clock). In the bclk
// domain: 8-bit shift register, bit stuffing (a 0 inserted after six 1s)
// and NRZI coding (0 toggles the line, 1 keeps it).
module nrzi_stuff_tx (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,       // clk domain, one-cycle pulse
    input  wire [7:0] byte_in,
    output reg        line_out,
    output reg        tx_busy,
    output wire       bclk_out
);
    reg [1:0] div;
    always @(posedge clk) begin
        if (rst) div <= 2'd0;
        else     div <= div + 2'd1;
    end
    wire bclk = div[1];
    assign bclk_out = bclk;

    // hold the byte in the clk domain until the bit clock takes it
    reg [7:0] hold;
    reg       pend;
    reg       taken_s1, taken_s2;
    always @(posedge clk) begin
        if (rst) begin
            hold <= 8'd0; pend <= 1'b0; taken_s1 <= 1'b0; taken_s2 <= 1'b0;
        end else begin
            taken_s1 <= tx_busy;
            taken_s2 <= taken_s1;
            if (load) begin
                hold <= byte_in; pend <= 1'b1;
            end else if (taken_s2) begin
                pend <= 1'b0;
            end
        end
    end

    // bit-clock domain
    reg [7:0] shreg;
    reg [3:0] nbits;
    reg [2:0] ones;
    always @(posedge bclk) begin
        if (rst) begin
            shreg <= 8'd0; nbits <= 4'd0; ones <= 3'd0;
            line_out <= 1'b1; tx_busy <= 1'b0;
        end else if (!tx_busy) begin
            if (pend) begin
                shreg <= hold; nbits <= 4'd8; tx_busy <= 1'b1;
            end
        end else if (ones == 3'd6) begin
            ones     <= 3'd0;            // stuffed zero: toggle the line
            line_out <= ~line_out;
        end else begin
            if (shreg[0]) ones <= ones + 3'd1;
            else begin
                ones     <= 3'd0;
                line_out <= ~line_out;
            end
            shreg <= {1'b0, shreg[7:1]};
            nbits <= nbits - 4'd1;
            if (nbits == 4'd1) tx_busy <= 1'b0;
        end
    end
endmodule
