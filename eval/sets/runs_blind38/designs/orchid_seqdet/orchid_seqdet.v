// orchid_seqdet: overlapping serial pattern detector for the sequence 1-0-1-1 (Moore FSM),
// with a 12-bit match counter and a 'burst' flag raised after 3 matches within 16 bits.
// Ports: bit_valid qualifies bit_in; match pulses for one clock after the final 1.
module orchid_seqdet (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        bit_valid,
    input  wire        bit_in,
    output wire        match,
    output reg  [11:0] match_count,
    output reg         burst
);
    localparam S0 = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] state, nxt;

    always @(*) begin
        nxt = state;
        case (state)
            S0:    nxt = bit_in ? S1    : S0;
            S1:    nxt = bit_in ? S1    : S10;
            S10:   nxt = bit_in ? S101  : S0;
            S101:  nxt = bit_in ? S1011 : S10;
            S1011: nxt = bit_in ? S1    : S10;
            default: nxt = S0;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n)         state <= S0;
        else if (bit_valid) state <= nxt;

    assign match = (state == S1011);

    // window: bits since the oldest of the last three matches
    reg [4:0] window;
    reg [1:0] recent;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            match_count <= 12'd0;
            window      <= 5'd0;
            recent      <= 2'd0;
            burst       <= 1'b0;
        end else if (bit_valid) begin
            if (nxt == S1011) begin
                match_count <= match_count + 1'b1;
                if (recent == 2'd2 && window < 5'd16) burst <= 1'b1;
                recent <= (recent == 2'd2) ? 2'd2 : recent + 1'b1;
                window <= 5'd0;
            end else if (window != 5'd31) begin
                window <= window + 1'b1;
                if (window == 5'd16) recent <= 2'd0;
            end
        end
    end
endmodule
