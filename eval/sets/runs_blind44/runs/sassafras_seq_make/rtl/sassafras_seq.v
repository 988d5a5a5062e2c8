// sassafras_seq: Moore FSM that detects the serial pattern 1011 (overlapping) on bit_in,
// qualified by bit_valid, and counts detections in an 8-bit saturating counter.
// States: IDLE, S1 ("1"), S10 ("10"), S101 ("101"), HIT ("1011").
// Ports: clk, rst_n, bit_valid, bit_in -> hit (Moore output), hits[7:0].
module sassafras_seq (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       bit_valid,
    input  wire       bit_in,
    output wire       hit,
    output reg  [7:0] hits
);
    localparam [2:0] IDLE = 3'd0,
                     S1   = 3'd1,
                     S10  = 3'd2,
                     S101 = 3'd3,
                     HIT  = 3'd4;

    reg [2:0] state, nstate;

    always @(*) begin
        nstate = state;
        if (bit_valid) begin
            case (state)
                IDLE: nstate = bit_in ? S1   : IDLE;
                S1:   nstate = bit_in ? S1   : S10;
                S10:  nstate = bit_in ? S101 : IDLE;
                S101: nstate = bit_in ? HIT  : S10;
                HIT:  nstate = bit_in ? S1   : S10;
                default: nstate = IDLE;
            endcase
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            state <= IDLE;
        else
            state <= nstate;
    end

    assign hit = (state == HIT);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            hits <= 8'd0;
        else if (bit_valid && nstate == HIT && hits != 8'hFF)
            hits <= hits + 1'b1;
    end
endmodule
