// raccoon_debounce: push-button debouncer with 2-flop synchroniser and a stability counter.
// Output `level` follows the input once it has been stable for 2**CNT_BITS cycles; `press`/`release_` are 1-cycle pulses.
// Define FAST_SIM to shrink the counter to 4 bits for simulation.
module raccoon_debounce (
    input  wire clk,
    input  wire rst_n,
    input  wire btn,
    output reg  level,
    output wire press,
    output wire release_
);
`ifdef FAST_SIM
    localparam CNT_BITS = 4;
`else
    localparam CNT_BITS = 16;
`endif
    reg  [1:0]          sync;
    reg  [CNT_BITS-1:0] cnt;
    reg                 level_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync    <= 2'b00;
            cnt     <= 0;
            level   <= 1'b0;
            level_d <= 1'b0;
        end else begin
            sync    <= {sync[0], btn};
            level_d <= level;
            if (sync[1] == level) begin
                cnt <= 0;
            end else begin
                cnt <= cnt + 1'b1;
                if (&cnt)
                    level <= sync[1];
            end
        end
    end

    assign press    =  level & ~level_d;
    assign release_ = ~level &  level_d;
endmodule
