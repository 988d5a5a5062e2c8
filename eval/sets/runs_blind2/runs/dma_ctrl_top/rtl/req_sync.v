// Two-flop synchronizer for the peripheral request line plus rising-edge detect.
module req_sync (
    input  wire clk,
    input  wire rst_n,
    input  wire req_async,
    output wire req_pulse
);
    reg [2:0] sync_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sync_q <= 3'b000;
        else
            sync_q <= {sync_q[1:0], req_async};
    end

    assign req_pulse = sync_q[1] & ~sync_q[2];
endmodule
