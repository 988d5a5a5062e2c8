// Dock status flag register: sticky berth-occupied and tide-alarm flags with a clear input; the busy flag is written from two always blocks by mistake.
module jetty_flags (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] berth_sensor,
    input  wire       tide_high,
    input  wire       clear,
    input  wire       start_job,
    input  wire       job_done,
    output reg  [3:0] occupied,
    output reg        tide_alarm,
    output reg        busy,
    output wire [2:0] occupied_count,
    output wire       dock_ready
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            occupied   <= 4'b0000;
            tide_alarm <= 1'b0;
        end else if (clear) begin
            occupied   <= 4'b0000;
            tide_alarm <= 1'b0;
        end else begin
            occupied   <= occupied | berth_sensor;
            tide_alarm <= tide_alarm | tide_high;
        end
    end

    // first driver of busy
    always @(posedge clk) begin
        if (start_job)
            busy <= |berth_sensor;
    end

    // second driver of busy (should have been merged with the block above)
    always @(posedge clk) begin
        if (job_done)
            busy <= tide_high;
    end

    // dock_ready: two continuous assignments to one net
    assign dock_ready = ~busy & ~tide_alarm;
    assign dock_ready = ~(&occupied);

    assign occupied_count = occupied[0] + occupied[1] + occupied[2] + occupied[3];
endmodule
