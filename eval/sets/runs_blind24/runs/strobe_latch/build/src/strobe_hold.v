// Strobe-and-hold capture for a legacy parallel port: transparent holds on the strobe and a mode decoder (written with latches).
module strobe_hold (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       nstrobe,     // active-low data strobe from the host
    input  wire [7:0] pdata,
    input  wire [1:0] mode_sel,
    input  wire       ack_en,
    output reg  [7:0] held_data,
    output reg  [2:0] mode_bits,
    output reg        busy,
    output reg        nack
);
    // transparent while strobe is low: no else branch, so this is a latch
    always @(*) begin
        if (!nstrobe)
            held_data = pdata;
    end

    // mode decoder missing a case item -> latch on mode_bits
    always @(*) begin
        case (mode_sel)
            2'b00: mode_bits = 3'b001;   // compatibility
            2'b01: mode_bits = 3'b010;   // nibble
            2'b10: mode_bits = 3'b100;   // byte
        endcase
    end

    // host handshake is proper synchronous logic
    reg [1:0] strb_q;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            strb_q <= 2'b11;
            busy   <= 1'b0;
            nack   <= 1'b1;
        end else begin
            strb_q <= {strb_q[0], nstrobe};
            if (strb_q == 2'b10)
                busy <= 1'b1;
            else if (ack_en && busy)
                busy <= 1'b0;
            nack <= ~(ack_en && busy);
        end
    end
endmodule
