// seq_divider8 -- unsigned 8-bit restoring divider, one quotient bit per clock.
// A small control FSM (IDLE -> RUN -> FIX -> DONE) sequences the datapath: RUN does eight
// shift/trial-subtract steps, FIX copies the partial remainder out, DONE pulses done for
// a cycle. A zero divisor skips the loop and raises div_by_zero instead.
module seq_divider8 (
    input            clk,
    input            rst,
    input            start,
    input      [7:0] dividend,
    input      [7:0] divisor,
    output reg [7:0] quotient,
    output reg [7:0] remainder,
    output reg       done,
    output reg       div_by_zero,
    output           busy
);
    localparam S_IDLE = 2'd0, S_RUN = 2'd1, S_FIX = 2'd2, S_DONE = 2'd3;

    reg [1:0] state;
    reg [2:0] step;
    reg [8:0] part;
    reg [7:0] q;
    reg [7:0] dvs;

    wire [8:0] shifted = {part[7:0], q[7]};
    wire [8:0] trial   = shifted - {1'b0, dvs};

    always @(posedge clk) begin
        if (rst) begin
            state       <= S_IDLE;
            step        <= 3'd0;
            part        <= 9'd0;
            q           <= 8'd0;
            dvs         <= 8'd0;
            quotient    <= 8'd0;
            remainder   <= 8'd0;
            done        <= 1'b0;
            div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            case (state)
                S_IDLE: if (start) begin
                    if (divisor == 8'd0) begin
                        div_by_zero <= 1'b1;
                        state       <= S_DONE;
                    end else begin
                        div_by_zero <= 1'b0;
                        part        <= 9'd0;
                        q           <= dividend;
                        dvs         <= divisor;
                        step        <= 3'd0;
                        state       <= S_RUN;
                    end
                end
                S_RUN: begin
                    if (trial[8]) begin
                        part <= shifted;
                        q    <= {q[6:0], 1'b0};
                    end else begin
                        part <= trial;
                        q    <= {q[6:0], 1'b1};
                    end
                    step <= step + 3'd1;
                    if (step == 3'd7)
                        state <= S_FIX;
                end
                S_FIX: begin
                    quotient  <= q;
                    remainder <= part[7:0];
                    state     <= S_DONE;
                end
                S_DONE: begin
                    done  <= 1'b1;
                    state <= S_IDLE;
                end
            endcase
        end
    end

    assign busy = (state == S_RUN) || (state == S_FIX);
endmodule
